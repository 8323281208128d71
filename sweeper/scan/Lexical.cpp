#include "scan/Lexical.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>

namespace sweeper {

RegionMap::RegionMap(llvm::StringRef T, const LexSyntax &S) {
  size_t I = 0, N = T.size();
  auto UntilEol = [&](size_t From) {
    size_t E = T.find('\n', From);
    return E == llvm::StringRef::npos ? N : E;
  };
  auto Until = [&](size_t From, llvm::StringRef Close) {
    size_t E = T.find(Close, From);
    return E == llvm::StringRef::npos ? N : E + Close.size();
  };
  while (I < N) {
    char C = T[I];
    llvm::StringRef Rest = T.substr(I);
    if (S.CMakeBrackets &&
        (Rest.starts_with("#[[") || Rest.starts_with("#[=["))) {
      size_t E = Until(I, Rest.starts_with("#[[") ? "]]" : "]=]");
      Spans.push_back({I, E, Region::Comment});
      I = E;
    } else if (S.CMakeBrackets && Rest.starts_with("[[")) {
      size_t E = Until(I + 2, "]]");
      Spans.push_back({I, E, Region::String});
      I = E;
    } else if (!S.BlockOpen.empty() && Rest.starts_with(S.BlockOpen)) {
      size_t E = Until(I + S.BlockOpen.size(), S.BlockClose);
      Spans.push_back({I, E, Region::Comment});
      I = E;
    } else if (!S.LineComment.empty() && Rest.starts_with(S.LineComment) &&
               (!S.HashNeedsWordStart || I == 0 || llvm::isSpace(T[I - 1]) ||
                T[I - 1] == ';')) {
      size_t E = UntilEol(I);
      Spans.push_back({I, E, Region::Comment});
      I = E;
    } else if (S.TripleQuoteStrings &&
               (Rest.starts_with("\"\"\"") || Rest.starts_with("'''"))) {
      size_t E = Until(I + 3, Rest.take_front(3));
      Spans.push_back({I, E, Region::String});
      I = E;
    } else if (C == '"' || (C == '\'' && S.SingleQuoteStrings)) {
      size_t J = I + 1;
      while (J < N && T[J] != C && (S.MultilineStrings || T[J] != '\n')) {
        if (T[J] == '\\' && S.Backslash && C == '"')
          ++J;
        ++J;
      }
      size_t E = std::min(N, J + 1);
      Spans.push_back({I, E, Region::String});
      I = E;
    } else {
      ++I;
    }
  }
}

const RegionMap::Span *RegionMap::find(size_t Off) const {
  auto It =
      std::upper_bound(Spans.begin(), Spans.end(), Off,
                       [](size_t O, const Span &S) { return O < S.Begin; });
  if (It == Spans.begin())
    return nullptr;
  --It;
  return Off < It->End ? &*It : nullptr;
}

Region RegionMap::at(size_t Off) const {
  const Span *S = find(Off);
  return S ? S->R : Region::Code;
}

size_t RegionMap::regionEnd(size_t Off) const {
  const Span *S = find(Off);
  return S ? S->End : Off + 1;
}

static bool isNameChar(char C) {
  return llvm::isAlnum(C) || C == '_' || C == '.' || C == ':';
}

std::vector<CallContext> enclosingCalls(llvm::StringRef T,
                                        const RegionMap &Regions,
                                        llvm::ArrayRef<size_t> Offsets) {
  std::vector<CallContext> Out(Offsets.size()), Stack;
  auto Spans = Regions.spans();
  size_t SpanIdx = 0, OffIdx = 0;
  for (size_t I = 0; I < T.size() && OffIdx < Offsets.size(); ++I) {
    while (OffIdx < Offsets.size() && Offsets[OffIdx] <= I)
      Out[OffIdx++] = Stack.empty() ? CallContext{} : Stack.back();
    while (SpanIdx < Spans.size() && Spans[SpanIdx].End <= I)
      ++SpanIdx;
    if (SpanIdx < Spans.size() && Spans[SpanIdx].Begin <= I)
      continue; // inside a string or comment
    if (T[I] == '(') {
      size_t E = I;
      while (E > 0 && (T[E - 1] == ' ' || T[E - 1] == '\t'))
        --E;
      size_t B = E;
      while (B > 0 && isNameChar(T[B - 1]))
        --B;
      Stack.push_back({T.slice(B, E), B, I + 1});
    } else if (T[I] == ')' && !Stack.empty()) {
      Stack.pop_back();
    }
  }
  while (OffIdx < Offsets.size())
    Out[OffIdx++] = Stack.empty() ? CallContext{} : Stack.back();
  return Out;
}

size_t firstArgumentEnd(llvm::StringRef T, const RegionMap &Regions,
                        const CallContext &Call, bool CommaSep) {
  unsigned Depth = 0;
  bool InArg = false;
  for (size_t I = Call.ArgsBegin; I < T.size(); ++I) {
    if (Regions.at(I) != Region::Code) {
      InArg = true;
      I = std::max(I, Regions.regionEnd(I) - 1);
      continue;
    }
    char C = T[I];
    if (C == '(' || C == '[' || C == '{') {
      ++Depth;
    } else if (C == ')' || C == ']' || C == '}') {
      if (Depth == 0)
        return I; // the call ends
      --Depth;
    }
    if (Depth)
      continue;
    if (CommaSep ? C == ',' : (llvm::isSpace(C) && InArg))
      return I;
    if (!llvm::isSpace(C))
      InArg = true;
  }
  return T.size();
}

} // namespace sweeper
