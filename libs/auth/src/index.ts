export {
  PASSWORD_HASH_LOG_N,
  createPasswordHasher,
  hashPassword,
  hashPasswordWithSalt,
  scryptComputations,
  verifyPassword,
  type PasswordHashOptions,
  type PasswordHasher,
  type PasswordHasherOptions,
} from './password';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  checkPassword,
  isCommonPassword,
  type PasswordProblem,
} from './password-policy';
export { COMMON_PASSWORDS } from './common-passwords';
export { TOKEN_BYTES, TOKEN_LENGTH, createToken, hashToken, isWellFormedToken, type SecretToken } from './tokens';
