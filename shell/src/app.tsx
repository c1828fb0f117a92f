import { BrowserRouter } from 'react-router';
import { DataProvider } from '@quadra/data';
import { Toaster } from '@quadra/ui';
import { AppRoutes } from './routing/app-routes';

export function App() {
  return (
    <DataProvider>
      <BrowserRouter>
        <AppRoutes />
        <Toaster />
      </BrowserRouter>
    </DataProvider>
  );
}
