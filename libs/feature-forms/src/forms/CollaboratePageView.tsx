import { COLLABORATE_INTERESTS } from '@art/model';
import { OrganisationFormPage, type OrganisationFormConfig } from './OrganisationFormPage';
import { COLLABORATE_FORM, type FairFormOutcome } from './form-specs';

const COLLABORATE: OrganisationFormConfig = {
  ns: 'sponsors',
  spec: COLLABORATE_FORM,
  action: 'sponsors-collaborate',
  back: 'sponsors',
  backText: 'form.seeSponsors',
  name: 'collaborate',
  disclaimer: 'contact',
  organisation: 'company',
  choice: { field: 'interest', texts: 'interests', options: COLLABORATE_INTERESTS },
  message: true,
};

/**
 * SponsorsCollaborate: a company offers to collaborate with the fair (company, contact, how, the proposal); it goes
 * to the organisers.
 */
export function CollaboratePageView({ outcome }: { outcome?: FairFormOutcome | undefined }) {
  return <OrganisationFormPage config={COLLABORATE} outcome={outcome} />;
}
