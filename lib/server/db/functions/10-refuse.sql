-- A refusal: SQLSTATE RA001 with the error code as message and JSON details as DETAIL. Raised, it
-- aborts the statement, so a refused call changes nothing (lib/server/db/raw.ts reads it back).
CREATE OR REPLACE FUNCTION raeppli_refuse(p_code text, p_detail jsonb DEFAULT NULL) RETURNS void AS $$
BEGIN
  IF p_detail IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'RA001', MESSAGE = p_code;
  END IF;
  RAISE EXCEPTION USING ERRCODE = 'RA001', MESSAGE = p_code, DETAIL = p_detail::text;
END
$$ LANGUAGE plpgsql;
