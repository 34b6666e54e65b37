/** White-label switches the account popups follow; the app reads them from the site config. */
export interface AuthOptions {
  /** SMSLOGIN3: the sms-code tab of the login popup. */
  smsLogin: boolean;
  /** GOOGLELOGIN3 / FACEBOOKLOGIN3: one-click social login buttons. */
  googleLogin: boolean;
  facebookLogin: boolean;
  /** FREEPLAY3: the free-play (trial account) button. */
  freePlay: boolean;
  /** FORGOTPASSEMAIL3 / FORGOTPASSMOBILE3: the forgot-password methods. */
  forgotEmail: boolean;
  forgotMobile: boolean;
  appDownloadUrl?: string;
}

export const DEFAULT_DIALING_CODE = '880';
