import type { VerificationChallenge } from '@portal/contracts/auth';
import { Fragment, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from '../../lib/router/index.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { paths } from '../../config/paths.ts';
import type { AuthOptions } from '../../features/auth/auth-options.ts';
import { useModalStore, type ModalEntry, type ModalName } from '../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { useRouteHandle } from '../route-handle.ts';
import {
  AnnouncementsModal,
  ChangePasswordModal,
  FeedbackModal,
  ForgotModal,
  HelpModal,
  LoginModal,
  LogoutDialog,
  RegisterModal,
  ResetPasswordModal,
  TrialDialog,
} from './lazy-overlays.ts';
import { useSite } from './use-site.ts';

function useRouteModalName(): ModalName | undefined {
  return useRouteHandle().modal;
}

/** Opens the route's popup: /login, /register, /help (#term), /resetPassword#token=… */
export function useRouteModal() {
  const routeModal = useRouteModalName();
  const { hash, search, key } = useLocation();
  const openModal = useModalStore((s) => s.openModal);
  useEffect(() => {
    if (!routeModal) return;
    const params: Record<string, string> = {};
    if (routeModal === 'help') params.section = hash.startsWith('#term') ? 'terms' : 'about';
    if (routeModal === 'resetPassword') {
      // The token rides in the fragment, which never reaches a server log or a Referer header.
      params.token = new URLSearchParams(hash.slice(1)).get('token') ?? '';
    }
    openModal(routeModal, params);
  }, [routeModal, hash, search, key, openModal]);
}

/** White-label switches of the account popups, from the site config. */
function useAuthOptions(): AuthOptions {
  const { flag, resource } = useSite();
  return {
    smsLogin: flag('SMSLOGIN3'),
    googleLogin: flag('GOOGLELOGIN3'),
    facebookLogin: flag('FACEBOOKLOGIN3'),
    freePlay: flag('FREEPLAY3'),
    forgotEmail: flag('FORGOTPASSEMAIL3'),
    forgotMobile: flag('FORGOTPASSMOBILE3'),
    appDownloadUrl: resource('ANDROID') ?? resource('IOS'),
  };
}

/** A forced password change (login answer or a 403 from any call) opens its popup. */
function useForcedPasswordChange(stack: ModalEntry[]) {
  const token = useSessionStore((s) => s.token);
  const isForced = useSessionStore((s) => s.mustChangePassword);
  const openModal = useModalStore((s) => s.openModal);
  const isOpen = stack.some((m) => m.name === 'changePassword');
  useEffect(() => {
    if (token && isForced && !isOpen) openModal('changePassword');
  }, [token, isForced, isOpen, openModal]);
}

/** Renders the modal stack; closing a route's own popup returns the URL to home. */
export function ModalHost() {
  const { i18n } = useTranslation();
  const { siteName } = useSite();
  const options = useAuthOptions();
  const stack = useModalStore((s) => s.stack);
  const openModal = useModalStore((s) => s.openModal);
  const closeModal = useModalStore((s) => s.closeModal);
  const routeModal = useRouteModalName();
  const navigate = useNavigate();
  useForcedPasswordChange(stack);

  function close(name: ModalName) {
    closeModal(name);
    if (routeModal === name) void navigate(paths.home, { replace: true });
  }

  function switchTo(from: ModalName, to: ModalName) {
    closeModal(from);
    if (routeModal === from && (to === 'login' || to === 'register')) {
      void navigate(to === 'login' ? paths.login : paths.register, { replace: true });
      return;
    }
    if (routeModal === from) void navigate(paths.home, { replace: true });
    openModal(to);
  }

  const render = (entry: ModalEntry) => {
    const onOpenChange = (open: boolean) => {
      if (!open) close(entry.name);
    };
    switch (entry.name) {
      case 'login':
        return (
          <LoginModal
            open
            onOpenChange={onOpenChange}
            onSwitch={() => switchTo('login', 'register')}
            onForgot={() => switchTo('login', 'forgot')}
            options={options}
            initialChallenge={parseChallenge(entry.params.challenge)}
            area={entry.params.area === 'agent' ? 'agent' : 'member'}
          />
        );
      case 'register':
        return (
          <RegisterModal
            open
            onOpenChange={onOpenChange}
            onSwitch={() => switchTo('register', 'login')}
          />
        );
      case 'forgot':
        return (
          <ForgotModal
            onOpenChange={onOpenChange}
            onBackToLogin={() => switchTo('forgot', 'login')}
            options={options}
          />
        );
      case 'changePassword':
        return (
          <ChangePasswordModal onOpenChange={onOpenChange} onLogout={() => openModal('logout')} />
        );
      case 'resetPassword':
        return (
          <ResetPasswordModal
            token={entry.params.token ?? ''}
            onOpenChange={onOpenChange}
            onDone={() => {
              closeModal('resetPassword');
              void navigate(paths.login, { replace: true });
            }}
          />
        );
      case 'logout':
        return <LogoutDialog onOpenChange={onOpenChange} />;
      case 'trial':
        return <TrialDialog onOpenChange={onOpenChange} />;
      case 'help':
        return (
          <HelpModal
            key={`${entry.params.section}-${i18n.language}`}
            open
            onOpenChange={onOpenChange}
            section={entry.params.section}
            siteName={siteName}
          />
        );
      case 'feedback':
        return <FeedbackModal onOpenChange={onOpenChange} />;
      case 'announcement':
      case 'notice':
        return (
          <AnnouncementsModal
            key={`${entry.name}-${entry.params.index ?? ''}`}
            kind={entry.name}
            index={entry.params.index === undefined ? undefined : Number(entry.params.index)}
            onOpenChange={onOpenChange}
          />
        );
    }
  };

  return (
    // A popup whose chunk fails to load is skipped rather than breaking the page.
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        {stack.map((entry) => (
          <Fragment key={entry.name}>{render(entry)}</Fragment>
        ))}
      </Suspense>
    </ErrorBoundary>
  );
}

/** The new-address challenge handed over in modal params (JSON), when there is one. */
function parseChallenge(raw: string | undefined): VerificationChallenge | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as VerificationChallenge;
    return typeof value.ticket === 'string' && Array.isArray(value.methods) ? value : undefined;
  } catch {
    return undefined;
  }
}
