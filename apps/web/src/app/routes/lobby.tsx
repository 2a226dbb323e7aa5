import { useI18nContext } from '@acq/locales/react';
import type { Route } from './+types/lobby';
import { PageHeading } from '@/components/layout/page-heading';
import { useRuntimeSettings } from '@/lib/runtime-settings-context';
import { WaitingList } from '@/features/waiting-list/components/waiting-list';
import { socialAccountDeletionArticle } from '@/features/waiting-list/help-article';
import { keptTokens } from '@/lib/startup/kept-token';
import { loadTokenPage } from '@/lib/startup/token-page-loader.server';
import { joinAction } from '@/features/waiting-list/join-action.server';
import { formClientAction } from '@/components/form/client-action';
import { pageMessages } from '@/lib/page-messages';

export const handle = pageMessages('registration', 'screenPages');

export const loader = (args: Route.LoaderArgs) => loadTokenPage(args, keptTokens.lobby);
export const action = (args: Route.ActionArgs) => joinAction(args);
export const clientAction = (args: Route.ClientActionArgs) => formClientAction(args);

export default function LobbyPage({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18nContext();
  const { email } = loaderData;
  const { loginUrl } = useRuntimeSettings();
  return (
    <>
      <PageHeading title={LL.screenPages.lobby.heading()} />
      <p className="lead">{LL.screenPages.lobby.body()}</p>
      <WaitingList email={email} />
      <p className="lobby-actions">
        <a className="button button--secondary" href={loginUrl}>
          {LL.screenPages.lobby.backToLogin()}
        </a>
      </p>
      <p className="lobby-legal">
        {LL.screenPages.lobby.legalNote()}{' '}
        <a href={socialAccountDeletionArticle(locale)} rel="noopener noreferrer" target="_blank">
          {LL.screenPages.lobby.legalLink()}
        </a>
      </p>
    </>
  );
}
