import { AppProvider, type AppContext } from './provider';
import { AppRouter } from './router';

export function App(context: AppContext) {
  return (
    <AppProvider {...context}>
      <AppRouter />
    </AppProvider>
  );
}
