import { USER_ROLES as EXPORTED_ROLES } from './index';
import { USER_ROLES } from './roles';

describe('the roles', () => {
  it('are the four roles, editor among them, as the package exports them', () => {
    expect(USER_ROLES).toEqual(['visitor', 'staff', 'editor', 'admin']);
    expect(EXPORTED_ROLES).toBe(USER_ROLES);
  });
});
