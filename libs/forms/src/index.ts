/**
 * @art/forms: the form-field kit and validation rules of both sites (footer contact, contact pages, press,
 * newsletter, login, sign-up, checkout…). Texts come from a translate function (prop or `FormTextProvider`).
 */
export { PASS, VALID, acceptAll, fail, validateField, validateForm } from './rules';
export type {
  FieldDefinition,
  FieldState,
  FieldValue,
  FormCheck,
  FormValidation,
  FormValues,
  InvalidField,
  MessageOptions,
  RuleResult,
  ValidationRule,
} from './rules';
export { clearForm, collectFormData, fileValue, isClearingForm } from './form-data';
export { messageToHtml } from './message-html';
export { toContactMessage } from './contact';
export type { ContactMessage } from './contact';
export { schemaFields, schemaRule } from './schema-fields';

export { FORM_TEXT_KEYS, FormTextProvider, useFormText } from './FormText';
export type { Translate } from './FormText';
export type { FieldBaseProps } from './FieldParts';
export type { FieldValidationProps } from './field-validation';
export { FIELD_TYPES, Field } from './Field';
export type { FieldProps, FieldType } from './Field';
export { TextField } from './TextField';
export type { TextFieldProps, TextFieldType } from './TextField';
export { SEARCH_FOCUS_DELAY_MS, SearchField } from './SearchField';
export type { SearchFieldProps } from './SearchField';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { AgreeCheckbox } from './AgreeCheckbox';
export type { AgreeCheckboxProps } from './AgreeCheckbox';
export { Radio, RadioGroup } from './Radio';
export type { ChoiceOption, RadioGroupProps, RadioProps } from './Radio';
export { Select, TYPEAHEAD_RESET_MS } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { CountryField, matchingOptions } from './CountryField';
export type { CountryFieldProps } from './CountryField';
export { foldText } from './fold';
export { FileField } from './FileField';
export type { FileFieldProps } from './FileField';
export { Button, SubmitButton } from './Buttons';
export type { ButtonProps, SubmitButtonProps, SubmitDesign } from './Buttons';
export { HydrationProvider, useHydrated } from './hydrated';
export { useForm } from './use-form';
export type { FieldBinding, FormProps, FormStatus, UseFormOptions, UseFormResult } from './use-form';
export { FORM_COLOURS } from './styles';
