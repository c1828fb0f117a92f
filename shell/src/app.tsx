import { BrowserRouter } from 'react-router';
import { DataProvider } from '@quadra/data';
import { AppToaster } from './layout/app-toaster';
import { AppRoutes } from './routing/app-routes';

export function App() {
  return (
    <DataProvider>
      <BrowserRouter>
        <AppRoutes />
        <AppToaster />
      </BrowserRouter>
    </DataProvider>
  );
}
