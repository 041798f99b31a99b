/** Settings production starts with (cms/lib/deployment.ts): every one required is there, none unsafe. */
export const SAFE_PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://wines.example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
  // The shortest secret taken: 32 characters.
  PAYLOAD_SECRET: 'x'.repeat(32),
}
