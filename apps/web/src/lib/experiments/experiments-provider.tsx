import type { GrowthBook } from '@growthbook/growthbook-react';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { featureAnswers } from './feature-answers';
import { FeatureValuesContext, type FeatureValues } from './feature-values';
import type { ExperimentsState } from './experiments-state';
import { clientSidePath, contentRefreshNeededEvent } from './redirect-target';
import { atFirstInteraction } from '../first-interaction';
import { afterNextPaint, whenIdle } from '../when-idle';

interface ExperimentsProviderProps {
  featuresHost: string | null;
  clientKey: string | null;
  /** `disablegb=true`: no experiments, no feature request at all. */
  disabled: boolean;
  /** What the server decided for this page. */
  state: ExperimentsState;
  children: ReactNode;
}

/**
 * A/B experiments (docs/product.md §4, §7.5, §9) and the landing-page options they decide. The server has
 * evaluated the features for this visitor and rendered the variant; the page renders the same
 * values while hydrating, and goes on rendering them until GrowthBook's SDK is there. The SDK
 * loads when it is needed: at the visitor's first interaction or the first client-side
 * navigation, or at once (when the browser is idle) on a page where an experiment runs by itself
 * for this visitor (a URL redirect). It starts from the server's payload; from then on it answers
 * (and tracks what pages evaluate), follows changes and runs redirects.
 */
export function ExperimentsProvider({ featuresHost, clientKey, disabled, state, children }: ExperimentsProviderProps) {
  const [answers] = useState(() => featureAnswers((key) => state.values[key] ?? null));
  const [source, setSource] = useState<FeatureValues>(answers.values);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // The effect below starts once; it reaches the router and its addresses through these.
  const navigateTo = useRef(navigate);
  const followAddress = useRef((_href: string) => {});
  useEffect(() => {
    navigateTo.current = navigate;
  }, [navigate]);
  useEffect(() => {
    followAddress.current(new URL(`${pathname}${search}${hash}`, window.location.href).href);
  }, [pathname, search, hash]);

  useEffect(() => {
    if (disabled || !featuresHost || !clientKey) return;
    let stopped = false;
    let starting = false;
    let growthbook: GrowthBook | null = null;
    let following: ((href: string) => void) | null = null;
    // A transition: React holds it for a part of the page that has not hydrated yet (lib/code-part.ts).
    const answerFromGrowthBook = () => {
      if (answers.switchTo((key) => growthbook?.getFeatureValue(key, null) ?? null))
        startTransition(() => setSource(answers.values()));
    };
    const start = () => {
      if (starting) return;
      starting = true;
      stopWaiting();
      void import('./browser-growthbook').then(({ startBrowserGrowthBook }) => {
        if (stopped) return;
        const started = startBrowserGrowthBook({
          source: { featuresHost, clientKey },
          state,
          navigate: async (url) => {
            const path = clientSidePath(url, window.location.href);
            if (path === null) return window.location.replace(url);
            try {
              await navigateTo.current(path, { replace: true });
              window.dispatchEvent(new Event(contentRefreshNeededEvent));
            } catch (error) {
              console.error('Redirect experiment failed:', error);
            }
          },
        });
        growthbook = started.growthbook;
        growthbook.setRenderer(answerFromGrowthBook); // features changed (stream, refresh)
        following = started.follow;
        void started.ready.then(answerFromGrowthBook);
      });
    };
    // The first client-side navigation starts it; from then on it follows every address.
    const documentHref = window.location.href;
    followAddress.current = (href) => {
      if (following) following(href);
      else if (href !== documentHref) start();
    };
    // After the first interaction has painted: started inside it, its import and its start ran in
    // the tap's own handlers, between its pointerdown and its click.
    const stopWaiting = state.autoExperiment
      ? whenIdle(start)
      : atFirstInteraction(window, () => afterNextPaint(start));
    return () => {
      stopped = true;
      stopWaiting();
      followAddress.current = () => {};
      growthbook?.destroy();
    };
  }, [disabled, featuresHost, clientKey, state, answers]);

  return <FeatureValuesContext value={source}>{children}</FeatureValuesContext>;
}
