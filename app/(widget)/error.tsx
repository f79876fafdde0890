'use client';
export { RouteError as default } from '@/components/errors/route-error';
