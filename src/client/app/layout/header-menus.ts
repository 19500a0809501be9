export { LoggedOutMenus } from './LoggedOutMenus';
export { UserMenu } from './UserMenu';
