import { createStore, useStore } from "../../../stores/create-store.ts";
import { EMPTY_PACKAGE_FORM, type PackageForm } from "../utils/package-form.ts";

/** What the Become a Lender steps have gathered so far; kept for the tab's life so a reload loses nothing. */
export interface LenderWizardDraft {
  shop: {
    name: string;
    description: string;
    email: string;
    phoneCountry: string;
    phone: string;
    address: string;
    website: string;
  };
  firstPackage: PackageForm;
}

const STORAGE_KEY = "become-lender-draft";

export const EMPTY_DRAFT: LenderWizardDraft = {
  shop: { name: "", description: "", email: "", phoneCountry: "", phone: "", address: "", website: "" },
  firstPackage: EMPTY_PACKAGE_FORM,
};

function restored(): LenderWizardDraft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as Partial<LenderWizardDraft> | null;
    return saved ? { shop: { ...EMPTY_DRAFT.shop, ...saved.shop }, firstPackage: { ...EMPTY_PACKAGE_FORM, ...saved.firstPackage } } : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

const draftStore = createStore<LenderWizardDraft>(restored());

export function updateLenderDraft(change: Partial<LenderWizardDraft>): void {
  draftStore.set((draft) => ({ ...draft, ...change }));
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draftStore.get()));
}

export function clearLenderDraft(): void {
  draftStore.set(() => EMPTY_DRAFT);
  sessionStorage.removeItem(STORAGE_KEY);
}

export const useLenderDraft = () => useStore(draftStore, (draft) => draft);

/** The draft as it stands, outside React. */
export const lenderDraftNow = () => draftStore.get();
