'use client';
export { RouteErrorInPlace as default } from '@/components/errors/route-error';
