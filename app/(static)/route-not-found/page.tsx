import { notFound } from 'next/navigation';

// proxy.ts rewrites here when a route's validity check fails; notFound() gives the 404 status.
export default function RouteNotFound() {
  notFound();
}
