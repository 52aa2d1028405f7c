-- The provider's page of an attempt (Jumio's redirectUrl), so an affiliate who left it without sending
-- anything can go back to it. Never the sandbox's page: its address carries the callback secret, which
-- is kept only as a hash (the sandbox gives a new page address by renewing the secret instead).
ALTER TABLE kyc_attempts ADD COLUMN provider_page_url text;
