// The shop's router (web/router/router.tsx): what the app imports in place of react-router.
export {
  BrowserRouter,
  MemoryRouter,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  usePreventScrollReset,
  useSearchParams,
} from './router.tsx';
export { Outlet, Route, Routes, useParams } from './routes.tsx';
export { NavLink } from './nav-link.tsx';
export { matchPath } from './match-path.ts';
export { locationOf } from './location.ts';
