/**
 * The product's own help pages (/faq, /privacy): written for OpenPawn as it runs today, so that the footer and the
 * menu never send anyone to a page that does not exist. Areas not built yet (staking, farming, lottery) are not
 * described here until they land.
 */

export interface HelpEntry {
  question: string;
  answer: string[];
}

export interface HelpSection {
  title: string;
  entries: HelpEntry[];
}

export const FAQ_SECTIONS: HelpSection[] = [
  {
    title: "Borrowing",
    entries: [
      {
        question: "How do I borrow?",
        answer: [
          "Connect a wallet, then lock a collateral on P2P Lending: a token amount or an NFT, the token you want to borrow and for how long. The collateral stays in the lending contract, not with us or with a lender.",
          "Lenders then send offers on it. You can also borrow at once from a pawnshop's package on Lenders and Packages, or negotiate terms with a lender. Before any transaction, the app shows the amount, the rate, the fees, the loan-to-value and the liquidation price, and asks you to confirm.",
        ],
      },
      {
        question: "What are repayment cycles?",
        answer: [
          "A loan runs in weekly or monthly cycles. Each cycle's interest is due by its end; the principal is due at the end of the loan. You can pay interest, penalty and principal at any time, in part or in full.",
          "A cycle that ends with interest or penalty unpaid counts as late and adds a penalty to the next one. A loan with three late cycles, or with anything unpaid when it ends, is liquidated.",
        ],
      },
      {
        question: "When is my collateral liquidated?",
        answer: [
          "When the loan is late three times or unpaid at its end, and — for token collateral with a price — when what you owe reaches the offer's liquidation threshold of your collateral's value at the oracle's prices. The contract page shows the liquidation price, and you are notified as it comes near, so you can repay or add collateral.",
          "NFT collateral has no price: it is liquidated only for lateness or non-payment.",
        ],
      },
      {
        question: "Can I take my collateral back?",
        answer: ["Yes, while no loan runs against it: withdraw it from its page. Once the loan is repaid in full, the contract returns it to your wallet."],
      },
    ],
  },
  {
    title: "Lending",
    entries: [
      {
        question: "How do I lend?",
        answer: [
          "Make an offer on an open collateral (the tokens stay in your wallet until the borrower accepts; your wallet must allow the lending contract to take them then), or become a lender: a pawnshop publishes loan packages that borrowers draw on, a P2P lender answers loan requests.",
        ],
      },
      {
        question: "What do I earn, and what are the fees?",
        answer: [
          "You receive the interest and penalties the borrower pays, less the platform's share of them, and your principal back as it is repaid. If the borrower defaults, the collateral pays you, less the platform's share. Each confirmation shows the figures before you sign.",
        ],
      },
      {
        question: "Why is my package paused?",
        answer: [
          "A package lends from your wallet: it pauses while your wallet does not hold, or does not allow the lending contract to take, its smallest loan, or when its budget is spent. Its page says which and how to fix it.",
        ],
      },
    ],
  },
  {
    title: "NFT market",
    entries: [
      {
        question: "How do I buy, sell or auction an NFT?",
        answer: [
          "List an NFT at a fixed price or put it up for auction from its page; buyers pay in the listed token, and the market contract hands over the NFT and the payment in one transaction. You can mint your own NFT on Create NFT: its media is stored by its content address (IPFS).",
        ],
      },
    ],
  },
  {
    title: "Account and wallet",
    entries: [
      {
        question: "Do I need an e-mail account and a wallet?",
        answer: [
          "A wallet is enough to lend, borrow and trade: you sign in with it. An e-mail account adds notifications by e-mail and a password login; link your wallets to it from Settings so your positions show wherever you sign in.",
        ],
      },
      {
        question: "Does OpenPawn hold my keys or funds?",
        answer: [
          "No. Your wallet signs every transaction; the contracts hold collateral and pay out by their rules, and no one at OpenPawn can move a user's principal, collateral or payouts.",
        ],
      },
    ],
  },
];

export const PRIVACY_SECTIONS: HelpSection[] = [
  {
    title: "What we keep",
    entries: [
      {
        question: "Your account",
        answer: [
          "Your e-mail address, name and avatar, your password as a one-way hash (argon2id), the wallets you linked, and the accounts you signed in with (Google, Facebook) by their ids.",
        ],
      },
      {
        question: "Your activity",
        answer: [
          "Your notifications and their settings, the browsers you allowed to receive them, your lender profile and packages, negotiation messages and signed offers you sent. Loans, collaterals and trades are public on the blockchain; we index them to show them.",
        ],
      },
      {
        question: "Security records",
        answer: [
          "Client addresses (IP) of failed sign-ins, captcha attempts and uploads, kept for short windows to limit abuse; session records so that you can sign out everywhere.",
        ],
      },
    ],
  },
  {
    title: "How we use it",
    entries: [
      {
        question: "Purposes",
        answer: [
          "To run your account and your positions, to tell you what happens to them by the channels you chose, and to protect the service. We do not sell your data or show advertising.",
        ],
      },
      {
        question: "Who else sees it",
        answer: [
          "The other party of a loan or a negotiation sees what the product shows them (your lender name, your offers); the blockchain shows your wallet's transactions to everyone. E-mail and browser notifications go through the mail server and the browsers' push services.",
        ],
      },
      {
        question: "Your choices",
        answer: [
          "Turn each notification channel on or off in Settings, unlink wallets, and write to support to have your account and its off-chain records deleted. Records on the blockchain cannot be deleted by anyone.",
        ],
      },
    ],
  },
];
