-- An email-change code is sent to the NEW address and must only ever change the email to that same
-- address: the address travels with the code, not with the confirming request.
ALTER TABLE one_time_codes ADD COLUMN target text;
