// AST half of the Clang pass: references in code to declarations that carry
// the backend's name or live in a removed path, and the declarations and
// definitions from which orphaned headers are found after all TUs.
#include "clangpass/ClangActions.h"
#include "clangpass/PreprocessorCallbacks.h"
#include "match/Matcher.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"

namespace sweeper {

using namespace clang;

namespace {

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  Visitor(TuCollector &Out, const SourceManager &SM) : Out(Out), SM(SM) {}

  /// Reports a reference at \p Loc to \p D if D carries the backend's name
  /// or is declared in a removed path.
  void reference(const NamedDecl *D, SourceLocation Loc, StringRef What) {
    if (!D || !D->getIdentifier())
      return;
    StringRef Name = D->getName();
    bool Carries = Out.carries(Name);
    bool Removed = false;
    if (!Carries) {
      SourceLocation DL = SM.getFileLoc(D->getLocation());
      if (OptionalFileEntryRef FE = SM.getFileEntryRefForID(SM.getFileID(DL)))
        Removed = Out.inRemovedPath(FE->getFileEntry().tryGetRealPathName());
    }
    if (!Carries && !Removed)
      return;
    std::string Msg = What.str() + " '" + D->getQualifiedNameAsString() + "'";
    if (Removed)
      Msg += ", declared in a removed path";
    Out.add(SM, Loc, Name.size(), CheckId::ClangReference, std::move(Msg));
  }

  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *F = E->getDirectCallee();
    if (!F || isa<CXXOperatorCallExpr>(E))
      return true;
    // At the callee's name, past any `ns::` qualifier, like the reference.
    const Expr *Callee = E->getCallee()->IgnoreImplicit();
    SourceLocation Name = Callee->getExprLoc();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(Callee))
      Name = DRE->getLocation();
    else if (const auto *ME = dyn_cast<MemberExpr>(Callee))
      Name = ME->getMemberLoc();
    reference(F, Name, "call to");
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const ValueDecl *D = E->getDecl();
    reference(D, E->getLocation(),
              isa<FunctionDecl>(D)       ? "reference to function"
              : isa<EnumConstantDecl>(D) ? "reference to enumerator"
                                         : "reference to");
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    reference(E->getMemberDecl(), E->getMemberLoc(), "use of member");
    return true;
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    reference(TL.getDecl(), TL.getNameLoc(), "use of type");
    return true;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    reference(TL.getTypedefNameDecl(), TL.getNameLoc(), "use of type");
    return true;
  }
  bool VisitObjCInterfaceTypeLoc(ObjCInterfaceTypeLoc TL) {
    reference(TL.getIFaceDecl(), TL.getNameLoc(), "use of class");
    return true;
  }
  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc NNS) {
    if (NNS)
      if (const NamespaceDecl *NS =
              NNS.getNestedNameSpecifier()->getAsNamespace())
        reference(NS, NNS.getLocalBeginLoc(), "use of namespace");
    return RecursiveASTVisitor::TraverseNestedNameSpecifierLoc(NNS);
  }
  bool VisitUsingDirectiveDecl(UsingDirectiveDecl *D) {
    reference(D->getNominatedNamespace(), D->getIdentLocation(),
              "using-directive for namespace");
    return true;
  }
  bool VisitUsingDecl(UsingDecl *D) {
    for (const UsingShadowDecl *S : D->shadows())
      reference(S->getTargetDecl(), D->getNameInfo().getLoc(),
                "using-declaration of");
    return true;
  }
  bool VisitObjCMessageExpr(ObjCMessageExpr *E) {
    if (const ObjCMethodDecl *M = E->getMethodDecl()) {
      std::string Sel = E->getSelector().getAsString();
      if (Out.carries(Sel))
        Out.add(SM, E->getSelectorStartLoc(),
                E->getSelector().getNameForSlot(0).size(),
                CheckId::ClangReference,
                "Objective-C message '" + Sel + "' to '" +
                    M->getClassInterface()->getNameAsString() + "'");
    }
    if (const ObjCInterfaceDecl *I = E->getReceiverInterface())
      if (E->getReceiverKind() == ObjCMessageExpr::Class)
        reference(I, E->getReceiverRange().getBegin(), "message to class");
    return true;
  }

  // Declarations: named for the backend, they are findings in themselves;
  // functions and records also feed the orphan analysis.
  bool VisitFunctionDecl(FunctionDecl *D) {
    if (!D->getIdentifier())
      return true;
    std::string Q = D->getQualifiedNameAsString();
    if (D->doesThisDeclarationHaveABody())
      Out.Defined.insert(Q);
    declaration(D, "function", D->doesThisDeclarationHaveABody());
    return true;
  }
  bool VisitRecordDecl(RecordDecl *D) {
    if (D->isThisDeclarationADefinition())
      Out.Defined.insert(D->getQualifiedNameAsString());
    declaration(D, "type", D->isThisDeclarationADefinition());
    return true;
  }
  bool VisitObjCInterfaceDecl(ObjCInterfaceDecl *D) {
    if (D->isThisDeclarationADefinition())
      Out.Defined.insert(D->getNameAsString());
    declaration(D, "Objective-C class", D->isThisDeclarationADefinition());
    return true;
  }
  bool VisitObjCImplementationDecl(ObjCImplementationDecl *D) {
    Out.Defined.insert(D->getNameAsString());
    return true;
  }
  bool VisitNamespaceDecl(NamespaceDecl *D) {
    declaration(D, "namespace", true);
    return true;
  }
  bool VisitVarDecl(VarDecl *D) {
    if (!isa<ParmVarDecl>(D))
      declaration(D, "variable", true);
    return true;
  }

private:
  TuCollector &Out;
  const SourceManager &SM;

  void declaration(const NamedDecl *D, StringRef Kind, bool IsDefinition) {
    if (!D->getIdentifier() || !Out.carries(D->getName()))
      return;
    size_t Off = 0;
    std::string File = Out.fileOf(SM, D->getLocation(), &Off);
    if (File.empty())
      return;
    std::string Q = D->getQualifiedNameAsString();
    Out.add(SM, D->getLocation(), D->getName().size(), CheckId::ClangReference,
            "declaration of " + Kind.str() + " '" + Q + "'");
    // Declared, not defined, in a header: an orphan unless some TU defines it.
    if (!IsDefinition && !SM.isInMainFile(SM.getFileLoc(D->getLocation())))
      Out.Decls.push_back({File, Off, D->getName().size(), Q, Kind.str()});
  }
};

class Consumer : public ASTConsumer {
public:
  explicit Consumer(TuCollector &Out) : Out(Out) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    collectFromAST(Out, Ctx);
  }

private:
  TuCollector &Out;
};

/// `#pragma clang __debug` lets a source crash (crash, parser_crash),
/// abort (llvm_fatal_error), recurse forever (overflow_stack) or print to
/// our stderr (dump, macro). The tree is hostile: the handler is replaced by
/// one that ignores the pragma. (Clang, built without assertions, replaces
/// a handler registered under the same name.)
void disarmDebugPragmas(Preprocessor &PP) {
  PP.getPreprocessorOpts().DisablePragmaDebugCrash = true;
  PP.AddPragmaHandler("clang", new EmptyPragmaHandler("__debug"));
}

class Action : public SyntaxOnlyAction {
public:
  Action(TuCollector &Out, TuBudget *Budget) : Out(Out), Budget(Budget) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    disarmDebugPragmas(CI.getPreprocessor());
    if (Budget)
      Budget->watch(CI);
    CI.getPreprocessor().addPPCallbacks(std::make_unique<SweepPPCallbacks>(
        Out, CI.getSourceManager(), Out.matcher()));
    return std::make_unique<Consumer>(Out);
  }

private:
  TuCollector &Out;
  TuBudget *Budget;
};

class Factory : public tooling::FrontendActionFactory {
public:
  Factory(TuCollector &Out, TuBudget *Budget) : Out(Out), Budget(Budget) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<Action>(Out, Budget);
  }

private:
  TuCollector &Out;
  TuBudget *Budget;
};

} // namespace

void collectFromAST(TuCollector &Out, ASTContext &Ctx) {
  Visitor V(Out, Ctx.getSourceManager());
  V.TraverseDecl(Ctx.getTranslationUnitDecl());
}

std::unique_ptr<tooling::FrontendActionFactory>
makeSweepActionFactory(TuCollector &Out, TuBudget *Budget) {
  return std::make_unique<Factory>(Out, Budget);
}

} // namespace sweeper
