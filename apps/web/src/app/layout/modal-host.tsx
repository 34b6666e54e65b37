import { Fragment, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { useModalStore, type ModalEntry, type ModalName } from '../../lib/stores/modal-store.ts';
import { useRouteHandle } from '../route-handle.ts';
import { HelpModal, LoginModal, RegisterModal, SoonModal } from './lazy-overlays.ts';
import { useSite } from './use-site.ts';

function useRouteModalName(): ModalName | undefined {
  return useRouteHandle().modal;
}

/** Opens the route's popup: /login, /register, /help (and /help#term on the terms section). */
export function useRouteModal() {
  const routeModal = useRouteModalName();
  const { hash, key } = useLocation();
  const openModal = useModalStore((s) => s.openModal);
  useEffect(() => {
    if (!routeModal) return;
    const params: Record<string, string> =
      routeModal === 'help' ? { section: hash.startsWith('#term') ? 'terms' : 'about' } : {};
    openModal(routeModal, params);
  }, [routeModal, hash, key, openModal]);
}

/** Renders the modal stack; closing a route's own popup returns the URL to home. */
export function ModalHost() {
  const { i18n } = useTranslation();
  const { siteName } = useSite();
  const stack = useModalStore((s) => s.stack);
  const openModal = useModalStore((s) => s.openModal);
  const closeModal = useModalStore((s) => s.closeModal);
  const routeModal = useRouteModalName();
  const navigate = useNavigate();

  function close(name: ModalName) {
    closeModal(name);
    if (routeModal === name) void navigate('/', { replace: true });
  }

  function switchTo(from: ModalName, to: ModalName) {
    closeModal(from);
    if (routeModal === from) {
      void navigate(to === 'login' ? '/login' : '/register', { replace: true });
    } else {
      openModal(to);
    }
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
      case 'forgot':
      case 'changePassword':
      case 'announcement':
      case 'notice':
      case 'feedback':
        return <SoonModal name={entry.name} onOpenChange={onOpenChange} />;
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
