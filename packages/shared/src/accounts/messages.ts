/**
 * The words of `accounts` (decision 0050): the specification's strings verbatim, one constant per screen or API. The
 * API refuses with them (its errors.ts) and the web shows the same ones, so a form and the server never disagree.
 */

export const AUTH_MESSAGES = {
  logInTab: "Log in",
  signUpTab: "Sign up",
  orLogInWith: "or log in with",
  orSignUpWith: "or sign up with",
  google: "Google",
  facebook: "Facebook",
  googleNotConfigured: "Google sign-in is not configured on this server",
  facebookNotConfigured: "Facebook sign-in is not configured on this server",
  socialFailed: "Social sign-in did not complete. Please try again.",
  socialEmailLocked: "This e-mail comes from your social account",
} as const;

/** Accounts: sign-up, login, confirmation, passwords, wallet sign-in (spec §4, §5, §8). */
export const ACCOUNT_MESSAGES = {
  nameLabel: "Name",
  emailLabel: "Email",
  passwordLabel: "Password",
  confirmPasswordLabel: "Confirm password",
  referralIdLabel: "Referral ID (optional)",
  currentPasswordLabel: "Current password",
  newPasswordLabel: "New password",
  confirmNewPasswordLabel: "Confirm new password",
  logInButton: "Log in",
  signUpButton: "Sign up",
  forgotPasswordLink: "Forgot password?",
  forgotPasswordTitle: "Forgot password",
  forgotPasswordHelp: "Enter the e-mail of your account: we will send you a link to reset your password.",
  sendResetLink: "Send",
  captchaLabel: "Slide to complete the puzzle",
  captchaSolved: "Verified",
  captchaVerifying: "Verifying…",
  captchaWorking: "Preparing the captcha's check",
  captchaRetry: "Try again",
  captchaLoading: "Loading the captcha…",
  captchaUnavailable: "The captcha could not be loaded. Please try again.",
  captchaServiceUnreachable: "The captcha service could not be reached. Check your connection, then try again.",
  captchaNotConfigured: "The captcha is not configured on this server. Please contact support.",
  showPassword: "Show password",
  hidePassword: "Hide password",
  userNotActive: "This account has not been activated yet. Please confirm email to activate your account",
  loginFailed: "Your username or password is not correct, please try again",
  referralNotFound: "Please enter correct referral ID",
  emailExists: "Email already exists",
  forgotSent: "Please check your email to reset password",
  forgotFailed: "Email user not found",
  resetSamePassword: "New password can not be the same as old password",
  currentPasswordIncorrect: "The current password is incorrect",
  changePasswordSuccess: "Change password successfully",
  changePasswordTitle: "Change Password",
  resetPasswordTitle: "Reset your password",
  confirmationError: "Error",
  /** The password-mismatch dialog's title: the spec's 'Success' is a slip (docs/decisions/0009-web-sign-in.md). */
  passwordMismatchTitle: "Error",
  confirmAccountTitle: "Confirm your account",
  confirmAccountText: (email: string) =>
    `We have sent an activation link to ${email}. Please confirm your email to activate your account.`,
  allSetTitle: "You're all set!",
  allSetText: (reward: number) => `Verify your account to receive ${reward} DFY.`,
  exploreMarket: "Explore market",
  verifyAccount: "Verify account",
  maintenanceTitle: "Under maintenance",
  maintenanceText: "OpenPawn is under maintenance. Please try again in a few minutes.",
  linkWalletTitle: "Link wallet",
  linkWalletPrompt: (address: string, email: string) => `Do you want to link the address ${address} to the email ${email}?`,
  linkWalletButton: "Link",
} as const;

export const TERMS_MESSAGES = {
  dialogTitle: "Terms of Service",
  dialogIntro:
    "Please read the terms below. They govern your use of the lending, borrowing, staking and farming services.",
  checkbox: "I have read, understood and agree to the Terms of Service",
  accept: "Accept",
  readFull: "Read the full terms and trader declarations",
  associationMissing: "Association with this wallet address doesn't exist!",
  signInRequired: "Sign in with this wallet to record your acceptance on the server",
  investorTitle: "What type of investor are you?",
  investorIntro:
    "Our services are for sophisticated, high net worth, professional or business traders in the UK only. Choose the statement that applies to you.",
  confirm: "Confirm",
  signedStatement: "Pressing Confirm has the effect of a signed statement.",
  investorTypes: {
    1: "High net worth investor",
    2: "Sophisticated investor",
    3: "Professional investor or business owner",
  },
  everyday: "Everyday (restricted) investor",
  everydayReferenceOnly: "Shown for reference only: this service is not available to everyday traders.",
  refused:
    "Sorry, our services are only available to sophisticated, high net worth, professional or business traders in the UK. We cannot offer them to everyday traders.",
  investorSaved: "Your investor type has been saved.",
  pageTitle: "Terms and legal notice",
  ukOnly:
    "The services of this website are for sophisticated, high net worth, professional or business traders in the UK only.",
  qualifying:
    "To use the services, a qualifying user must confirm these terms, identify themselves and agree to comply with the UK anti-money-laundering rules.",
  selfCertification:
    "You must certify yourself as a business owner, sophisticated, high net worth or professional trader.",
  riskWarningTitle: "Risk warning",
  riskWarnings: [
    "Crypto assets are highly volatile and unregulated in the UK. You could lose all of the money you invest.",
    "Collateral may be liquidated when its value falls or when repayments are late; you may lose your collateral.",
    "Past performance is not a reliable indicator of future results. Do not invest money you cannot afford to lose.",
  ],
  notRegulated: "Not all of the services offered on this website are regulated.",
  declarationsTitle: "Trader declarations",
  chooseDeclaration: "Choose the declaration that applies to you",
  declarations: {
    businessOwner: {
      title: "Business owner",
      text: "I declare that I own or manage a business, that I am trading on its behalf, and that I understand the risks of the services.",
    },
    sophisticated: {
      title: "Sophisticated investor",
      text: (months: number, years: number) =>
        `I declare that I have been a member of a business angel network for at least ${months} months, or that I have at least ${years} years of investment experience, and that I understand the risks of the services.`,
    },
    highNetWorth: {
      title: "High net worth investor",
      text: (income: string, netAssets: string) =>
        `I declare that I had an annual income of ${income} or more, or held net assets of ${netAssets} or more, excluding my main home, qualifying insurance and pensions, throughout the last financial year.`,
    },
    professional: {
      title: "Professional investor",
      text: "I declare that I am a professional investor, trading in the course of my profession, and that I understand the risks of the services.",
    },
    everyday: {
      title: "Everyday (restricted) investor",
      text: (percent: number, months: number) =>
        `I declare that in the ${months} months before this statement I did not invest more than ${percent}% of my net assets in unlisted shares, and that I will not do so in the following ${months} months.`,
    },
  },
  declarationConfirmed: "Thank you: your declaration has been recorded.",
  tradingStyle: "OpenPawn is a trading style of OpenPawn Labs Limited.",
} as const;

/** Server answers of the accounts API (sign-up, login, captcha, wallet sign-in, e-mails); see docs/decisions/0005, 0006. */
export const ACCOUNTS_API_MESSAGES = {
  captchaInvalid: "Invalid captcha",
  captchaExpired: "This captcha has expired. Please load a new one",
  confirmationInvalid: "This confirmation link is invalid or has expired",
  resetKeyInvalid: "This reset link is invalid or has expired",
  refreshInvalid: "Please log in again",
  refreshReused: "This session has ended. Please log in again",
  rateLimited: "Too many attempts. Please wait a moment and try again",
  walletAddressInvalid: "Invalid wallet address",
  walletSignatureRequired: "Signature is required",
  walletSignatureInvalid: "The signature does not match the wallet address",
  walletNonceInvalid: "The message to sign has expired or was already used. Please sign again",
  socialSignupUnavailable: "Social sign-up is not available",
  socialTokenInvalid: "The social sign-in could not be verified",
  activationSubject: "Confirm your OpenPawn account",
  resetSubject: "Reset your OpenPawn password",
  signInStatement: "Sign in to OpenPawn. This request will not trigger a blockchain transaction or cost any gas fees.",
} as const;

/** The account forms' messages of spec §5 and §8, verbatim. */
export const ACCOUNT_FORM_MESSAGES = {
  nameRequired: "Name is required",
  invalidEmail: "Invalid email",
  passwordRequired: "Password is required",
  invalidPassword: "Invalid password",
  invalidNewPassword: "Invalid New password",
  invalidConfirmPassword: "Invalid confirm password",
  confirmMismatchSignUp: "The confirm password does not match",
  confirmMismatch: "The confirm password field does not match the password",
  invalidCurrentPassword: "Invalid current password",
  invalidCaptcha: "Invalid captcha",
} as const;

/** The password rules of spec §5, each with its message verbatim, in the order the form shows them. */
export const PASSWORD_MESSAGES = {
  digit: "Password should contain at least one digit(0-9)",
  length: "Password length should be between 8 to 255 characters.",
  lowercase: "Password should contain at least one lowercase letter(a-z)",
  uppercase: "Password should contain at least one uppercase letter(A-Z).",
  special: "Password should contain at least one special character ( @, #, %, &, !, $, etc….).",
} as const;

/** The wallets linked to an account, on the settings and connected-accounts screens. */
export const LINKED_WALLETS_MESSAGES = {
  pageTitle: "Connected Accounts",
  title: "Linked wallets",
  loginRequired: "Please log in to see the wallets linked to your account.",
  disassociate: "Disassociate",
  disassociateConfirm: (address: string) =>
    `The wallet ${address} will be disassociated from your account. Do you want to continue?`,
  disassociated: "The wallet has been disassociated.",
  noWallets: "No wallet linked to your account.",
} as const;
