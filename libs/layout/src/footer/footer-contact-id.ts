/**
 * The id of the footer form's section: a page links `#footer-contact` to write to the organisers from it. Apart from
 * the form so that a link to it does not bring the form's code along.
 */
export const FOOTER_CONTACT_ID = 'footer-contact';
