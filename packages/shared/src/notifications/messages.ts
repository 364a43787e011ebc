/**
 * The words of `notifications` (decision 0050): the specification's strings verbatim, one constant per screen or API. The
 * API refuses with them (its errors.ts) and the web shows the same ones, so a form and the server never disagree.
 */

/** Notifications: filter labels and the notify API's refusals (docs/decisions/0008-notifications.md). */
export const NOTIFICATIONS_MESSAGES = {
  filters: { 0: "All", 1: "Hot", 2: "Activities", 3: "New system", 4: "Warning" },
  fallbackTitle: "You have a new notification",
  notFound: "Notification not found",
  invalidNotiType: "notiType must be 0, 1, 2, 3 or 4",
  invalidIsReaded: "isReaded must be -1, 0 or 1",
  tokenForOtherUser: "You can only register a push token for your own account",
  invalidPushSubscription: "Invalid push subscription",
  streamTicketInvalid: "The notification stream ticket is invalid or has expired",
  // ---- web (docs/decisions/0011-notifications-web.md) ----
  pageTitle: "Notifications",
  bell: "Notifications",
  bellWithNew: (count: number) => `Notifications (${count} new)`,
  /** The bell's badge and the centre's figures count different things: both say which. */
  bellNewHint: (count: number) => `${count} new since you last opened your notifications`,
  countsExplained: "The figure beside each filter counts your unread notifications; the bell's badge counts those that arrived since you last opened it.",
  unread: "Unread",
  markAllRead: "Mark all as read",
  deleteAll: "Delete all",
  deleteTitle: "Delete notifications",
  deleteConfirm: (filter: string) => `All your notifications of type ${filter} will be deleted. Do you want to continue?`,
  deleteButton: "Delete",
  deleted: "Notifications deleted",
  loadFailed: "Could not load your notifications. Please try again.",
  retry: "Retry",
  loginRequired: "Please log in to see your notifications.",
  goTo: "Go to details",
  receivedAt: (when: string) => `Received ${when}`,
  pushEnable: "Enable push notifications",
  pushDisable: "Turn off push notifications",
  pushOn: "Push notifications are on in this browser.",
  pushOffHint: "Get a notification from your browser even when OpenPawn is closed.",
  pushUnsupported: "This browser does not support push notifications.",
  pushDenied: "Notifications are blocked for this site in your browser's settings.",
  pushFailed: "Push notifications could not be turned on. Please try again.",
} as const;

/** The settings screen: what reaches a user outside OpenPawn, each switch saying what it does (decision 0040). */
export const NOTIFICATION_SETTINGS_MESSAGES = {
  title: "Settings",
  loginRequired: "Please log in to see your settings.",
  emailTitle: "E-mail",
  notiTitle: "Notifications",
  labels: {
    receiveLendingEmails: "E-mails about my loans, offers and contracts",
    receiveMarketingEmails: "News and offers by e-mail",
    push: "Push notifications",
    borrower: "Notifications as borrower",
    lender: "Notifications as lender",
    system: "System announcements",
  },
  /** What each switch does (decision 0040): shown under it on the settings screen. */
  descriptions: {
    receiveLendingEmails:
      "An e-mail for each notification about your collateral, offers, loans, loan packages, NFT sales and bids, when its group below is on.",
    receiveMarketingEmails: "An e-mail for each lottery round, reward and platform announcement, when its group below is on.",
    push: "Notifications on the browsers where you turned push on (from the notifications page), even when OpenPawn is closed.",
    borrower: "Push and e-mail about your collateral, loans and repayments, your NFTs and bids, and the lottery.",
    lender: "Push and e-mail about the offers you made, your loan packages and the loans you fund.",
    system: "Push and e-mail of rewards and platform announcements.",
  },
  notiIntro: "Your notification list keeps every notification: these switches choose which also reach you outside OpenPawn.",
  emailTo: (email: string) => `E-mails go to ${email}.`,
  noVerifiedEmail: "Your account has no confirmed e-mail address, so nothing is e-mailed.",
  saved: (label: string, on: boolean) => `Saved: ${label} ${on ? "on" : "off"}`,
  wallets: "Linked wallets",
} as const;
