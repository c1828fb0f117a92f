import { BrowserRouter } from 'react-router';
import { Toaster } from '@quadra/ui';
import { AppRoutes } from './routing/app-routes';

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <Toaster />
    </BrowserRouter>
  );
}
