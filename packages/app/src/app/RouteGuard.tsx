import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/session.store';
import { redirectFor } from './routes';

/** Spec §2: any path other than / or /login (or a screen that needs a session) redirects to /. */
export default function RouteGuard() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signedIn = useSession() !== undefined;
  const target = redirectFor(pathname, signedIn);
  useEffect(() => {
    if (target !== undefined) navigate(target, { replace: true });
  }, [target, navigate]);
  return null;
}
