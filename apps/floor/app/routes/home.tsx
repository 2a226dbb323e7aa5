import { Form } from 'react-router';
import type { Route } from './+types/home';

// The least a page of this stack does: data from a loader, a form posted to an action, hydrated.
export function meta() {
  return [{ title: 'Hello' }];
}

export function loader() {
  return { greeting: 'Hello, world' };
}

export async function action({ request }: Route.ActionArgs) {
  const name = String((await request.formData()).get('name') ?? '');
  return { greeting: `Hello, ${name || 'world'}` };
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{actionData?.greeting ?? loaderData.greeting}</h1>
      <Form method="post">
        <label>
          Name <input name="name" />
        </label>
        <button type="submit">Say hello</button>
      </Form>
    </main>
  );
}
