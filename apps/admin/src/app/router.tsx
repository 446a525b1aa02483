import { createBrowserRouter } from 'react-router';
import { paths } from '@/lib/paths';
import { features } from './feature-routes';
import { lazyPage } from '@/lib/feature';
import { Layout } from './layout';
import { RouteError } from './route-error';

export const createRouter = () =>
  createBrowserRouter(
    [
      { path: paths.login, lazy: lazyPage(() => import('@/features/auth/login-page')) },
      { path: paths.invite, lazy: lazyPage(() => import('@/features/auth/invite-page')) },
      {
        element: <Layout />,
        errorElement: <RouteError />,
        children: [...features.flatMap((f) => f.routes), { path: '*', element: <RouteError notFound /> }],
      },
    ],
    { basename: '/admin' },
  );
