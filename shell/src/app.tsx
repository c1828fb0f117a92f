import { BrowserRouter } from 'react-router';
import { DataProvider } from '@quadra/data';
import { AppToaster } from './layout/app-toaster';
import { AppRoutes } from './routing/app-routes';
import { RouteTitle } from './routing/route-title';

export function App() {
  return (
    <DataProvider>
      <BrowserRouter>
        <AppRoutes />
        <RouteTitle />
        <AppToaster />
      </BrowserRouter>
    </DataProvider>
  );
}
