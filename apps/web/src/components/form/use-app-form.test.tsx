import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { renderAppPart } from '@/testing/render-app-part';
import { AppFormView } from './app-form';
import { sessionKeeper } from './kept-values';
import { normaliseText } from './normalise-text';
import { TextField } from './text-field';
import { useAppForm } from './use-app-form';

interface Values {
  name: string;
}

const schema = z.object({
  name: z.preprocess((value) => normaliseText(String(value)), z.string().min(1, 'TOO_SHORT')),
});

const loadNameSchema = async () => schema;

function NameForm({
  onSubmit,
  loadSchema = loadNameSchema,
}: {
  onSubmit: (values: Values) => Promise<void> | void;
  loadSchema?: () => Promise<z.ZodType>;
}) {
  const kit = useAppForm<Values>({
    defaultValues: { name: '' },
    fieldIds: { name: 'name-field' },
    loadSchema,
    message: (LL, _field, code) => (code === 'TOO_SHORT' ? LL.registration.messages.firstName() : code),
    keeper: sessionKeeper('test-name'),
    submitHandlers: { onValid: (values) => onSubmit(values) },
  });
  return (
    <AppFormView kit={kit}>
      <TextField id="name-field" label="Name" error={kit.errorFor('name')} {...kit.text('name')} />
      <button type="submit" disabled={kit.sending}>
        Send
      </button>
    </AppFormView>
  );
}

describe('useAppForm with AppFormView', () => {
  it('fetches its schema after the first change, once, not with the page: the submit finds it there', async () => {
    const loadSchema = vi.fn(loadNameSchema);
    renderAppPart(<NameForm onSubmit={vi.fn()} loadSchema={loadSchema} />);
    await new Promise((later) => setTimeout(later, 10));
    expect(loadSchema).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await waitFor(() => expect(loadSchema).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('shows a rejected field in the summary, which takes focus and links to the field, in the visitor’s language', async () => {
    renderAppPart(<NameForm onSubmit={vi.fn()} />, { locale: 'de' });
    await userEvent.type(screen.getByLabelText('Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus()); // an effect after the summary renders
    expect(screen.getByRole('link', { name: 'Bitte gib deinen Vornamen ein' })).toHaveAttribute('href', '#name-field');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Bitte gib deinen Vornamen ein');
  });

  it('sends the normalised values once, however often the form is submitted', async () => {
    const onSubmit = vi.fn(async () => {});
    renderAppPart(<NameForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Name'), '  Jean   Luc ');
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Jean Luc' });
  });

  it('shows docs/product.md’s network message when the request gets no answer, and keeps the value', async () => {
    const onSubmit = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderAppPart(<NameForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Zoë');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Network issue detected. Please verify your internet connection and retry.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Zoë');
  });

  it('keeps the typed value for the tab: a new page (reload, language switch) gets it back', async () => {
    const first = renderAppPart(<NameForm onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Łukasz');
    first.unmount();
    renderAppPart(<NameForm onSubmit={vi.fn()} />, { locale: 'pl' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Łukasz'));
  });
});
