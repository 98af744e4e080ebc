export { AccountPageView } from './account/AccountPageView';
export { LoginPageView } from './account/LoginPageView';
export { PasswordPageView } from './account/PasswordPageView';
export { RegistryPageView } from './account/RegistryPageView';
export { ResetPasswordPageView } from './account/ResetPasswordPageView';
export { loadAccountPage } from './account/account-page';
export { BillingView } from './personal/BillingView';
export { CollectionsView } from './personal/CollectionsView';
export { FavArtistsView } from './personal/FavArtistsView';
export { FavWorksView } from './personal/FavWorksView';
export { NewCollectionView } from './personal/NewCollectionView';
export { ProfileView } from './personal/ProfileView';
export { UserCollectionView } from './personal/UserCollectionView';
export {
  loadBillingPage,
  loadCollectionsPage,
  loadFavArtistsPage,
  loadFavWorksPage,
  loadNewCollectionPage,
  loadProfilePage,
  loadUserCollectionPage,
} from './personal/personal-pages';
export type { NewCollectionData } from './personal/personal-pages';
