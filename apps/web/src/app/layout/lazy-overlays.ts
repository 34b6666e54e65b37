import { lazy } from 'react';
import { afterStrings } from '../../lib/i18n/i18n.ts';

/** One shared import per chunk: preloading and the lazy component await the same promise. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      // A failed download may be retried by the next open.
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

const loadLogin = once(() => import('../../features/auth/components/login-modal.tsx'));
const loadRegister = once(() => import('../../features/auth/components/register-modal.tsx'));

/**
 * Fetches the login and sign-up popups' code ahead of the click (on idle after the first paint,
 * and on hover or focus of a login button), so the popup opens on its 100 ms delay alone.
 */
export function preloadAuthModals(): void {
  preloadLogin();
  preloadRegister();
}
export const preloadLogin = (): void => void loadLogin().catch(() => undefined);
export const preloadRegister = (): void => void loadRegister().catch(() => undefined);

// Dialogs are not needed for the first paint; keeping them (and Radix) out of the entry chunk
// leaves room in the home route's JS budget. They open after a 100 ms delay anyway.
export const LoginModal = lazy(() =>
  loadLogin()
    .then(afterStrings)
    .then((m) => ({ default: m.LoginModal })),
);
export const RegisterModal = lazy(() =>
  loadRegister()
    .then(afterStrings)
    .then((m) => ({ default: m.RegisterModal })),
);
export const ForgotModal = lazy(() =>
  import('../../features/auth/components/forgot-modal.tsx').then(afterStrings).then((m) => ({
    default: m.ForgotModal,
  })),
);
export const ChangePasswordModal = lazy(() =>
  import('../../features/auth/components/change-password-modal.tsx')
    .then(afterStrings)
    .then((m) => ({
      default: m.ChangePasswordModal,
    })),
);
export const ResetPasswordModal = lazy(() =>
  import('../../features/auth/components/reset-password-modal.tsx')
    .then(afterStrings)
    .then((m) => ({
      default: m.ResetPasswordModal,
    })),
);
export const LogoutDialog = lazy(() =>
  import('./account-dialogs.tsx').then(afterStrings).then((m) => ({ default: m.LogoutDialog })),
);
export const TrialDialog = lazy(() =>
  import('./account-dialogs.tsx').then(afterStrings).then((m) => ({ default: m.TrialDialog })),
);
export const HelpModal = lazy(() =>
  import('../../features/content/components/help-modal.tsx').then(afterStrings).then((m) => ({
    default: m.HelpModal,
  })),
);
export const FeedbackModal = lazy(() =>
  import('../../features/feedback/components/feedback-modal.tsx').then(afterStrings).then((m) => ({
    default: m.FeedbackModal,
  })),
);
export const SideDrawer = lazy(() =>
  import('./side-drawer.tsx').then(afterStrings).then((m) => ({ default: m.SideDrawer })),
);
export const GameOverlayHost = lazy(() =>
  import('../../features/games/components/overlay-host.tsx').then(afterStrings).then((m) => ({
    default: m.GameOverlayHost,
  })),
);

// The footer sits below the fold on every page with content: it loads beside the first paint,
// not in it (its badges and vendor art are most of its weight).
export const Footer = lazy(() =>
  import('./footer.tsx').then(afterStrings).then((m) => ({ default: m.Footer })),
);

// A member's side of the header (balance, wallet socket, account menu): visitors, who make most
// first loads, never download it; a member's copy arrives beside the first paint.
export const HeaderAccount = lazy(() =>
  import('./header-account.tsx').then(afterStrings).then((m) => ({ default: m.HeaderAccount })),
);
export const AnnouncementsModal = lazy(() =>
  import('../../features/announcements/components/announcements-modal.tsx')
    .then(afterStrings)
    .then((m) => ({
      default: m.AnnouncementsModal,
    })),
);
// The announcement popups, then an agent's contract requests (./popups.tsx).
export const PopupHost = lazy(() =>
  import('./popups.tsx').then(afterStrings).then((m) => ({ default: m.Popups })),
);
