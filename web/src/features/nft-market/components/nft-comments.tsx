import { useState } from "react";
import { Alert, Box, Button, List, ListItem, ListItemText, Pagination, Stack, TextField, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import type { CommentItem } from "@openpawn/shared/nft-market/schemas";
import { TOAST_MESSAGES } from "@openpawn/shared/platform/messages";
import { formatDateTime } from "@openpawn/shared/format";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { LoginRequired } from "../../../components/data/login-required.tsx";
import { QueryList } from "../../../components/data/query-list.tsx";
import { addComment, deleteComment, editComment } from "../api/nft-api.ts";
import { nftKeys, useComments } from "../hooks/nft-queries.ts";

const MAX_CHARS = 1000;
const refusal = (error: unknown) => (error instanceof ApiRequestError && error.status < 500 ? error.message : TOAST_MESSAGES.generic);

function CommentForm({ initial = "", label, onSave, onCancel }: { initial?: string; label: string; onSave: (content: string) => Promise<unknown>; onCancel?: () => void }) {
  const [content, setContent] = useState(initial);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError("");
    try {
      await onSave(content.trim());
      setContent("");
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} component="form" aria-label={label} onSubmit={(event) => { event.preventDefault(); void save(); }}>
      <TextField label={label} value={content} onChange={(event) => setContent(event.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: MAX_CHARS } }} helperText={`${content.length}/${MAX_CHARS}`} />
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy || !content.trim()}>
          {onCancel ? "Save" : "Comment"}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Stack>
    </Stack>
  );
}

function Comment({ comment, onChanged }: { comment: CommentItem; onChanged: () => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <CommentForm label="Edit your comment" initial={comment.content} onSave={async (content) => { await editComment(comment.id, content); setEditing(false); await onChanged(); }} onCancel={() => setEditing(false)} />;
  return (
    <ListItem disableGutters alignItems="flex-start" secondaryAction={comment.mine && (
      <Stack direction="row">
        <Button size="small" onClick={() => setEditing(true)}>Edit</Button>
        <Button size="small" color="error" onClick={() => void deleteComment(comment.id).then(onChanged)}>Delete</Button>
      </Stack>
    )}>
      <ListItemText
        primary={<Typography sx={{ whiteSpace: "pre-wrap", pr: comment.mine ? 16 : 0 }}>{comment.content}</Typography>}
        secondary={`${comment.author.name} · ${formatDateTime(comment.createdAt)}${comment.editedAt ? " · edited" : ""}${comment.hidden ? " · hidden by a moderator" : ""}`}
      />
    </ListItem>
  );
}

/** The market's comments on an NFT: anyone reads them, signed-in users write, authors edit and delete their own. */
export function NftComments({ nftId }: { nftId: number }) {
  const loggedIn = useIsLoggedIn();
  const client = useQueryClient();
  const [page, setPage] = useState(0);
  const comments = useComments(nftId, page);
  const rows = comments.data?.content ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: nftKeys.detail(nftId) });
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      {loggedIn ? <CommentForm label="Write a comment" onSave={async (content) => { await addComment(nftId, content); await refresh(); }} /> : <LoginRequired text="Log in to comment." />}
      <QueryList query={comments} count={rows.length} emptyText="No comment yet." errorText="The comments cannot be loaded right now.">
        <List aria-label="Comments">
          {rows.map((comment) => (
            <Comment key={comment.id} comment={comment} onChanged={refresh} />
          ))}
        </List>
        {(comments.data?.total_pages ?? 0) > 1 && (
          <Box>
            <Pagination count={comments.data?.total_pages} page={page + 1} onChange={(_, next) => setPage(next - 1)} />
          </Box>
        )}
      </QueryList>
    </Stack>
  );
}
