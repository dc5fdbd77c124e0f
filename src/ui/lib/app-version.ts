// The fixed version label and build date of this app build (spec section 9), compared with the
// latest version the company record announces on the Info & Support screen.
export const APP_VERSION = '1.0.0';
export const BUILD_DATE = '2025.10.19';
