import { DomainError } from '../domain-error.js';

/**
 * The command is refused because of who sent it: someone deleting another person's comment. Kept with the comment
 * rules, its only user; the comment routes turn it into a 403.
 */
export class NotTheAuthor extends DomainError {}
