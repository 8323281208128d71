#include "core/FindingCodec.h"

namespace sweeper {

// A field added to these structs must be cached too, or a warm run would
// print less than a cold one: these fail to compile until it is.
#if defined(__x86_64__) && defined(__GLIBCXX__) && !defined(_GLIBCXX_DEBUG)
static_assert(sizeof(Finding) == 280, "write and read the new Finding field");
static_assert(sizeof(AllowedHit) == 200, "write and read the new field");
static_assert(sizeof(ExternalRef) == 64, "write and read the new field");
static_assert(sizeof(Location) == 48, "write and read the new field");
#endif

CheckId readCheck(ByteReader &R) {
  return CheckId(R.below(allChecks().size()));
}

FileKind readKind(ByteReader &R) {
  return FileKind(R.below(allFileKinds().size()));
}

static void writeLoc(ByteWriter &W, const Location &L) {
  W.str(L.Path);
  W.num(L.Line);
  W.num(L.Column);
  W.num(L.Length);
  W.num(L.EndLine);
}

static void readLoc(ByteReader &R, Location &L) {
  L.Path = R.str().str();
  L.Line = R.below(1u << 31);
  L.Column = R.below(1u << 31);
  L.Length = R.below(1u << 31);
  L.EndLine = R.below(1u << 31);
}

void writeFinding(ByteWriter &W, const Finding &F) {
  W.num(uint64_t(F.Check));
  W.num(uint64_t(F.Sev));
  writeLoc(W, F.Loc);
  for (const std::string *S : {&F.Message, &F.RelPath, &F.Matched, &F.LineText})
    W.str(*S);
  W.num(F.LineTextColumn);
  W.num(F.Notes.size());
  for (const std::string &N : F.Notes)
    W.str(N);
  W.num(F.Fix.size());
  for (const Edit &E : F.Fix) {
    W.num(E.Offset);
    W.num(E.Length);
    W.str(E.Replacement);
  }
  W.num(F.DeletesFile);
  W.num(uint64_t(F.Conf));
  W.str(F.ConfidenceWhy);
}

bool readFinding(ByteReader &R, Finding &F) {
  F.Check = readCheck(R);
  F.Sev = Severity(R.below(uint64_t(Severity::Error) + 1));
  readLoc(R, F.Loc);
  for (std::string *S : {&F.Message, &F.RelPath, &F.Matched, &F.LineText})
    *S = R.str().str();
  F.LineTextColumn = R.below(1u << 31);
  for (uint64_t I = 0, N = R.count(); I < N && R.ok(); ++I)
    F.Notes.push_back(R.str().str());
  for (uint64_t I = 0, N = R.count(); I < N && R.ok(); ++I) {
    Edit E;
    E.Offset = R.num();
    E.Length = R.num();
    E.Replacement = R.str().str();
    F.Fix.push_back(std::move(E));
  }
  F.DeletesFile = R.below(2);
  F.Conf = Confidence(R.below(uint64_t(Confidence::Low) + 1));
  F.ConfidenceWhy = R.str().str();
  return R.ok();
}

void writeAllowed(ByteWriter &W, const AllowedHit &H) {
  W.num(uint64_t(H.Check));
  writeLoc(W, H.Loc);
  for (const std::string *S : {&H.Matched, &H.LineText, &H.AllowId, &H.Reason})
    W.str(*S);
  W.num(H.LineTextColumn);
  W.num(H.Inline);
}

bool readAllowed(ByteReader &R, AllowedHit &H) {
  H.Check = readCheck(R);
  readLoc(R, H.Loc);
  for (std::string *S : {&H.Matched, &H.LineText, &H.AllowId, &H.Reason})
    *S = R.str().str();
  H.LineTextColumn = R.below(1u << 31);
  H.Inline = R.below(2);
  return R.ok();
}

void writeRef(ByteWriter &W, const ExternalRef &Ref) {
  W.num(Ref.Offset);
  W.num(Ref.Length);
  W.num(uint64_t(Ref.Check));
  W.str(Ref.Message);
  W.num(Ref.OnPath | Ref.FromRemoval << 1);
}

bool readRef(ByteReader &R, ExternalRef &Ref) {
  Ref.Offset = R.num();
  Ref.Length = R.num();
  Ref.Check = readCheck(R);
  Ref.Message = R.str().str();
  uint64_t Flags = R.below(4);
  Ref.OnPath = Flags & 1;
  Ref.FromRemoval = Flags & 2;
  return R.ok();
}

} // namespace sweeper
