-- Every gateway process keeps recently checked sign-ins in memory for a few seconds (see
-- modules/auth/signed-in-cache.ts). Whatever ends a sign-in or locks an account tells every process
-- at once, whoever made the change (another gateway instance, the operator CLI, an administrator in
-- psql): PostgreSQL delivers the notification after the change commits. The payload is the member id.

CREATE FUNCTION notify_session_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_access_changed', OLD.member_id::text);
  RETURN NULL;
END
$$;

CREATE FUNCTION notify_member_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_access_changed', OLD.id::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_access_changed AFTER UPDATE OF revoked_at, member_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_access_changed();

CREATE TRIGGER members_access_changed AFTER UPDATE OF enabled OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION notify_member_access_changed();
