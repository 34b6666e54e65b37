import { lazy } from 'react';

// Dialogs are not needed for the first paint; keeping them (and Radix) out of the entry chunk
// leaves room in the home route's JS budget. They open after a 100 ms delay anyway.
export const LoginModal = lazy(() =>
  import('../../features/auth/components/auth-modals.tsx').then((m) => ({ default: m.LoginModal })),
);
export const RegisterModal = lazy(() =>
  import('../../features/auth/components/auth-modals.tsx').then((m) => ({
    default: m.RegisterModal,
  })),
);
export const HelpModal = lazy(() =>
  import('../../features/content/components/help-modal.tsx').then((m) => ({
    default: m.HelpModal,
  })),
);
export const SoonModal = lazy(() =>
  import('./soon-modal.tsx').then((m) => ({ default: m.SoonModal })),
);
export const SideDrawer = lazy(() =>
  import('./side-drawer.tsx').then((m) => ({ default: m.SideDrawer })),
);
