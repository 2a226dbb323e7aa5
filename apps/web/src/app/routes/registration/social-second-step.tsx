import { useLoaderData } from 'react-router';
import { SocialSecondStepPage } from '@/features/registration/pages/social-second-step';
import type { TokenPageData } from '../token-page-loader';

export default function SocialSecondStepRoute() {
  const { token, email } = useLoaderData<TokenPageData>();
  return <SocialSecondStepPage socialToken={token} email={email} />;
}
