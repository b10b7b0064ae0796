/**
 * Process-wide switches of the mock's account rules (docs/product.md#auth). Module state, like
 * the latency knob: the standalone server sets it for its life, the browser demo never does.
 */

let openAdminRegistration = false

/** Whether POST /auth/register may create an admin (only with --open-admin-registration). */
export const adminRegistrationOpen = () => openAdminRegistration

export function setAdminRegistrationOpen(open: boolean): void {
  openAdminRegistration = open
}
