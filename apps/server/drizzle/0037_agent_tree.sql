ALTER TABLE "members" ADD COLUMN "tree_path" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "members_tree_path" ON "members" USING btree ("merchant_id","tree_path" text_pattern_ops);--> statement-breakpoint
-- Paths of the members there already, top down from those without an upline. A member whose
-- upline is missing (or in another white label) starts a tree of its own.
WITH RECURSIVE tree AS (
  SELECT m.id, '/' || m.id || '/' AS path
  FROM members m
  WHERE m.upline_id IS NULL
     OR NOT EXISTS (SELECT 1 FROM members u WHERE u.id = m.upline_id AND u.merchant_id = m.merchant_id)
  UNION ALL
  SELECT m.id, tree.path || m.id || '/'
  FROM members m JOIN tree ON m.upline_id = tree.id
)
UPDATE members SET tree_path = tree.path FROM tree WHERE members.id = tree.id;--> statement-breakpoint
-- Whatever is left sat in a loop of uplines: each becomes the top of its own tree.
UPDATE members SET tree_path = '/' || id || '/', upline_id = NULL WHERE tree_path = '';--> statement-breakpoint
-- A new member's path comes from its upline's, read under a share lock: a move of the upline's
-- tree (which locks every row of it first) waits for this insert to commit, or this insert waits
-- for the move and reads the upline's new path. The upline must be in the same white label.
CREATE FUNCTION members_tree_path() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  upline_path text;
BEGIN
  IF NEW.upline_id IS NOT NULL THEN
    SELECT tree_path INTO upline_path FROM members
    WHERE id = NEW.upline_id AND merchant_id = NEW.merchant_id
    FOR SHARE;
    IF upline_path IS NULL THEN
      RAISE EXCEPTION 'upline % is not a member of white label %', NEW.upline_id, NEW.merchant_id;
    END IF;
  END IF;
  NEW.tree_path := coalesce(upline_path, '/') || NEW.id || '/';
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER members_tree_path BEFORE INSERT ON members
FOR EACH ROW EXECUTE FUNCTION members_tree_path();
