import { AgreeCheckbox, type AgreeCheckboxProps } from './AgreeCheckbox';
import { Button, SubmitButton, type ButtonProps, type SubmitButtonProps } from './Buttons';
import { Checkbox, type CheckboxProps } from './Checkbox';
import { FileField, type FileFieldProps } from './FileField';
import { PasswordField, type PasswordFieldProps } from './PasswordField';
import { Radio, type RadioProps } from './Radio';
import { SearchField, type SearchFieldProps } from './SearchField';
import { Select, type SelectProps } from './Select';
import { TextArea, type TextAreaProps } from './TextArea';
import { TextField, type TextFieldProps, type TextFieldType } from './TextField';

/** The specification's 15 form field types. */
export const FIELD_TYPES = [
  'text',
  'email',
  'promo',
  'search',
  'file',
  'password',
  'checkbox',
  'radio',
  'agree',
  'number',
  'button',
  'submit',
  'submitArrow',
  'textarea',
  'select',
] as const;

/** One of the specification's form field types. */
export type FieldType = (typeof FIELD_TYPES)[number];

/** Props of {@link Field}: a `type` and the props of the component that type renders. */
export type FieldProps =
  | (Omit<TextFieldProps, 'type'> & { readonly type: TextFieldType })
  | (SearchFieldProps & { readonly type: 'search' })
  | (FileFieldProps & { readonly type: 'file' })
  | (PasswordFieldProps & { readonly type: 'password' })
  | (CheckboxProps & { readonly type: 'checkbox' })
  | (RadioProps & { readonly type: 'radio' })
  | (AgreeCheckboxProps & { readonly type: 'agree' })
  | (ButtonProps & { readonly type: 'button' })
  | (Omit<SubmitButtonProps, 'design'> & { readonly type: 'submit' | 'submitArrow' })
  | (TextAreaProps & { readonly type: 'textarea' })
  | (SelectProps & { readonly type: 'select' });

/**
 * A form field of any of the specification's types: renders the component for `type` with the other props.
 *
 * @example
 * <Field type="email" name="fromEmail" label={t('forms:fields.email')} mandatory {...form.field('fromEmail')} />
 */
export function Field(props: FieldProps) {
  switch (props.type) {
    case 'text':
    case 'email':
    case 'promo':
    case 'number':
      return <TextField {...props} />;
    case 'search': {
      const { type: _type, ...rest } = props;
      return <SearchField {...rest} />;
    }
    case 'file': {
      const { type: _type, ...rest } = props;
      return <FileField {...rest} />;
    }
    case 'password': {
      const { type: _type, ...rest } = props;
      return <PasswordField {...rest} />;
    }
    case 'checkbox': {
      const { type: _type, ...rest } = props;
      return <Checkbox {...rest} />;
    }
    case 'radio': {
      const { type: _type, ...rest } = props;
      return <Radio {...rest} />;
    }
    case 'agree': {
      const { type: _type, ...rest } = props;
      return <AgreeCheckbox {...rest} />;
    }
    case 'button': {
      const { type: _type, ...rest } = props;
      return <Button {...rest} />;
    }
    case 'submit':
    case 'submitArrow': {
      const { type, ...rest } = props;
      return <SubmitButton {...rest} design={type} />;
    }
    case 'textarea': {
      const { type: _type, ...rest } = props;
      return <TextArea {...rest} />;
    }
    case 'select': {
      const { type: _type, ...rest } = props;
      return <Select {...rest} />;
    }
    default:
      return null;
  }
}
