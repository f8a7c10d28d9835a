import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_LIMIT, toastContainerMounted } from '@/lib/notify';

/** react-toastify's container (it announces toasts to screen readers), in the app's theme. */
export default function ToastArea({ mode }: { mode: 'light' | 'dark' }) {
  useEffect(toastContainerMounted, []);
  return <ToastContainer limit={TOAST_LIMIT} theme={mode} position="top-right" newestOnTop closeOnClick />;
}
