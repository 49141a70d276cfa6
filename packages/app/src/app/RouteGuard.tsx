import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/session.store';
import { redirectFor } from './routes';

/** docs/product.md#redirects: any path other than / or /login, a route without its screen, or one the user may not open, redirects to /. */
export default function RouteGuard() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const profile = useSession()?.profile;
  const target = redirectFor(pathname, profile);
  useEffect(() => {
    if (target !== undefined) navigate(target, { replace: true });
  }, [target, navigate]);
  return null;
}
