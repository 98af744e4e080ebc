/** Shortest password accepted (the sign-up and reset forms check it, the API again). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted: long enough for passphrases, short enough that hashing it costs nothing extra. */
export const PASSWORD_MAX_LENGTH = 128;
