import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { registerNavigate, reportLocation } from './client-navigation';

/** Connects the router to `clientNavigation`: navigate with replace, and every location after the first. */
export function NavigationBridge() {
  const routerNavigate = useNavigate();
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    registerNavigate((path) => routerNavigate(path, { replace: true }));
    return () => registerNavigate(null);
  }, [routerNavigate]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    reportLocation(new URL(`${location.pathname}${location.search}${location.hash}`, window.location.origin).href);
  }, [location]);
  return null;
}
