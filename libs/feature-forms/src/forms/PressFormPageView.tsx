import { PRESS_MEDIA_TYPES } from '@art/model';
import { OrganisationFormPage, type OrganisationFormConfig } from './OrganisationFormPage';
import { PRESS_FORM, type FairFormOutcome } from './form-specs';

const PRESS_ACCREDITATION: OrganisationFormConfig = {
  ns: 'press',
  spec: PRESS_FORM,
  action: 'press-contact',
  back: 'press',
  backText: 'form.seePress',
  name: 'press-accreditation',
  disclaimer: 'pressForm',
  organisation: 'media',
  choice: { field: 'type', texts: 'types', options: PRESS_MEDIA_TYPES },
};

/** PressForm: a journalist asks for a press accreditation (medium, contact, type of medium); it goes to the press office. */
export function PressFormPageView({ outcome }: { outcome?: FairFormOutcome | undefined }) {
  return <OrganisationFormPage config={PRESS_ACCREDITATION} outcome={outcome} />;
}
