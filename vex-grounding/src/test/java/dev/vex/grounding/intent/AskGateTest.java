package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.intent.Intent;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Classes of message the ask/mention gate and the rules read by their form (issue #21 §4), each
 * shown with messages written for this test, none copied from the tuning tables.
 */
class AskGateTest {
  private static final GroundingClassifier CLASSIFIER = GroundingClassifier.create();

  private static List<String> asks(String message) {
    return CLASSIFIER.classify(message).stream()
        .filter(Intent::isAsk)
        .map(i -> i.kind() + ":" + i.subject())
        .toList();
  }

  private static boolean mention(String message) {
    return AskCues.mention(new Utterance(message));
  }

  @Test
  void aCommandToSearchTheWebIsAnAskWhateverItIsAbout() {
    assertThat(asks("search for the history of the eiffel tower"))
        .containsExactly("search:the history of the eiffel tower");
    assertThat(CLASSIFIER.classify("google har alltid svaret")).isEmpty();
    assertThat(CLASSIFIER.classify("search me, no clue")).isEmpty();
  }

  @Test
  void aShoppingQuestionIsAnAskButCheapAloneIsNoPriceHunt() {
    assertThat(asks("beste pris på en robotstøvsuger"))
        .containsExactly("search:beste pris på en robotstøvsuger");
    assertThat(CLASSIFIER.classify("talk is cheap")).isEmpty();
    assertThat(CLASSIFIER.classify("billig moro i helga")).isEmpty();
  }

  @Test
  void aRecipeForSomethingThatIsNotFoodIsNoRecipe() {
    assertThat(CLASSIFIER.classify("oppskriften på lykke er enkel")).isEmpty();
    assertThat(CLASSIFIER.classify("finnes det en oppskrift på å bli rik")).isEmpty();
    assertThat(CLASSIFIER.classify("hvordan lage en oppskriftsapp i kotlin")).isEmpty();
  }

  @Test
  void theClimateOfAPlaceIsNotItsWeather() {
    assertThat(mention("does it snow a lot in montreal?")).isTrue();
    assertThat(mention("is it cold in tallinn in winter?")).isTrue();
    assertThat(mention("snør det mye i røros?")).isTrue();
    assertThat(mention("what's the weather in springfield")).isFalse();
  }

  @Test
  void theTechnologyOfACoinIsNotItsPrice() {
    assertThat(mention("how big is the solana blockchain")).isTrue();
  }

  @Test
  void codeAboutAFigureIsNotAnAskForIt() {
    assertThat(mention("how do i write a function that converts eur to sek")).isTrue();
    assertThat(mention("is it better to pay in dollars or in pesos")).isTrue();
  }

  @Test
  void aYearOrADecadeAfterTheIsThePast() {
    assertThat(mention("how cold was it in the 1947 winter in paris")).isTrue();
    assertThat(mention("what did a loaf of bread cost in the 1970s")).isTrue();
  }

  @Test
  void aTextThatTranslatesWellIsNotATextToTranslate() {
    assertThat(asks("these idioms don't translate well into spanish")).isEmpty();
  }

  @Test
  void aRecommendationOrAValueIsNotADefinition() {
    assertThat(mention("what's a good recipe for fish tacos")).isFalse();
    assertThat(mention("what is a swedish krona worth in euro")).isFalse();
    assertThat(mention("what is a stablecoin")).isTrue();
  }

  @Test
  void aLowerCaseNameBeforeAStockWordIsTheSubject() {
    assertThat(asks("vestas stock price")).containsExactly("stocks:vestas");
    assertThat(asks("hexagon aksje?")).containsExactly("stocks:hexagon");
    assertThat(asks("what is rheinmetall trading at")).containsExactly("stocks:rheinmetall");
    assertThat(asks("chicken stock or beef stock for risotto")).doesNotContain("stocks:chicken");
    assertThat(asks("any penny stocks worth buying")).isEmpty();
  }

  @Test
  void aPossessiveNameIsTheNameItself() {
    assertThat(CLASSIFIER.classify("how are Nvidia's shares doing today"))
        .extracting(Intent::subject)
        .containsExactly("Nvidia");
    assertThat(ModelInput.masked("how are Nvidia's shares doing today")).contains("xstock's");
    assertThat(ModelInput.masked("hvordan går Orkla-aksjen i dag")).contains("xstock-aksjen");
  }

  @Test
  void newsAskedForByItsFormIsANewsCandidate() {
    assertThat(CLASSIFIER.classify("what's the latest on the rust foundation"))
        .extracting(Intent::kind)
        .containsExactly("news");
    assertThat(CLASSIFIER.classify("any updates on the eu chips act"))
        .extracting(Intent::kind)
        .containsExactly("news");
  }

  @Test
  void aWeatherQuestionInsideTheMessageIsAQuestion() {
    assertThat(CLASSIFIER.classify("we planned a picnic for today, will it be windy"))
        .extracting(Intent::kind)
        .containsExactly("weather");
  }

  @Test
  void theLastSentenceIsReadAsTheQuestion() {
    assertThat(
            asks(
                "my sister just got a new puppy and it chewed my shoes. what's the weather in"
                    + " Stavanger right now?"))
        .containsExactly("weather:Stavanger");
  }

  @Test
  void somethingMadeThatIsNoFoodIsNoRecipe() {
    assertThat(CLASSIFIER.classify("how do i make a gantt chart in excel")).isEmpty();
    assertThat(CLASSIFIER.classify("hvordan lager jeg en invitasjon til bursdagen")).isEmpty();
    assertThat(CLASSIFIER.classify("what do i need for a driving licence")).isEmpty();
    assertThat(CLASSIFIER.classify("a recipe for a calm morning routine?")).isEmpty();
    assertThat(asks("how do i make beef stroganoff")).containsExactly("recipes:beef stroganoff");
    assertThat(asks("hvordan lager man fiskegrateng")).containsExactly("recipes:fiskegrateng");
  }

  @Test
  void whatANameIsOrStandsForIsAMention() {
    assertThat(mention("what is litecoin")).isTrue();
    assertThat(mention("hva er cardano egentlig")).isTrue();
    assertThat(mention("hva står XRP for")).isTrue();
    assertThat(mention("what is avalanche used for")).isTrue();
    assertThat(mention("what is litecoin at")).isFalse();
    assertThat(mention("hva er temperaturen i Molde")).isFalse();
    assertThat(mention("what's TSLA")).isFalse();
  }

  @Test
  void theClimateOfAYearIsAMention() {
    assertThat(mention("how many inches of rain does seattle get per year")).isTrue();
    assertThat(mention("hvor mye snø kommer det på voss i løpet av et år")).isTrue();
  }

  @Test
  void aGoogleProductIsNoSearchCommand() {
    assertThat(CLASSIFIER.classify("google sheets won't open my csv")).isEmpty();
    assertThat(CLASSIFIER.classify("google maps viser feil adresse")).isEmpty();
    assertThat(asks("google the best hiking trails near bergen"))
        .containsExactly("search:the best hiking trails near bergen");
  }

  @Test
  void newsIsAskedForWithoutTheWord() {
    assertThat(asks("did anything huge happen in the world overnight?")).containsExactly("news:");
    assertThat(CLASSIFIER.classify("har det skjedd noe viktig i dag"))
        .extracting(Intent::kind)
        .containsExactly("news");
    assertThat(CLASSIFIER.classify("did anything happen at work today")).isEmpty();
    assertThat(CLASSIFIER.classify("skjedde det noe gøy på skolen i dag")).isEmpty();
  }

  @Test
  void commonNamesOfCoinsAndIndicesAreSubjects() {
    assertThat(asks("tron price now")).containsExactly("crypto:TRX");
    assertThat(CLASSIFIER.classify("tron is my favourite sci-fi film")).isEmpty();
    assertThat(asks("how's the s&p looking today")).containsExactly("stocks:^GSPC");
    assertThat(asks("what's nvidia at")).containsExactly("stocks:Nvidia");
  }

  @Test
  void aTypoOfANameOrOfRecipeIsReadAsTheWord() {
    assertThat(asks("recipie for apple crumble")).containsExactly("recipes:apple crumble");
    assertThat(asks("netflx stock price")).containsExactly("stocks:Netflix");
  }

  @Test
  void aMessageOfSeveralRequestsIsReadClauseByClause() {
    assertThat(asks("eth og været i Ålesund"))
        .containsExactlyInAnyOrder("crypto:ETH", "weather:Ålesund");
    assertThat(asks("top headlines and dogecoin"))
        .containsExactlyInAnyOrder("news:", "crypto:DOGE");
    assertThat(CLASSIFIER.classify("i love bitcoin and my dog")).isEmpty();
  }

  @Test
  void aPlaceWithOneLetterWrongIsTheKnownPlace() {
    assertThat(asks("været i Kristansand i morgen")).containsExactly("weather:Kristiansand");
  }

  @Test
  void aRecipesDishIsNotAWordOfWhenOrOfPoliteness() {
    assertThat(asks("can you get me a moussaka recipe for dinner"))
        .containsExactly("recipes:moussaka");
    assertThat(asks("fiskegrateng oppskrift takk")).containsExactly("recipes:fiskegrateng");
    assertThat(CLASSIFIER.classify("finnes det en oppskrift på lykke")).isEmpty();
  }

  @Test
  void theCurrencyGivenAsOneUnitIsTheOneConvertedFrom() {
    assertThat(asks("How many kroner for a dollar?")).containsExactly("currency:USD/NOK");
    assertThat(asks("Hvor mange pund får man for en dollar?")).containsExactly("currency:USD/GBP");
    assertThat(asks("how many dollars is 100 euros")).containsExactly("currency:EUR/USD");
    assertThat(asks("euro to dollar rate")).containsExactly("currency:EUR/USD");
  }

  @Test
  void aDayNamedWithItsYearOrAPastTitleIsNoLiveAsk() {
    assertThat(mention("How did Apple close on 2 January 2020?")).isTrue();
    assertThat(mention("Hvordan gikk Apple-aksjen 2. januar 2020?")).isTrue();
    assertThat(mention("When did the Beatles first play the Cavern Club in Liverpool?")).isTrue();
    assertThat(mention("Hvor mange seriegull på rad vant Rosenborg?")).isTrue();
    assertThat(asks("Hva er Y Combinator, de som står bak Hacker News?"))
        .doesNotContain("stocks:Y");
    assertThat(asks("Apple stock price today")).containsExactly("stocks:Apple");
  }

  @Test
  void nokMeaningEnoughIsNoCurrency() {
    assertThat(asks("greit nok det, hva står pundet i nå")).containsExactly("currency:GBP/NOK");
    assertThat(asks("hva er dollaren i dag")).containsExactly("currency:USD/NOK");
  }

  @Test
  void solTheSunIsNoCoinWithoutAWordOfPrice() {
    assertThat(CLASSIFIER.classify("sol og varme i dag, herlig"))
        .extracting(Intent::kind)
        .doesNotContain("crypto");
    assertThat(asks("sol kurs")).containsExactly("crypto:SOL");
  }

  @Test
  void nicknamesOfTeamsAreTeams() {
    assertThat(asks("did the foxes win yesterday")).containsExactly("sports:Leicester City");
  }

  @Test
  void weatherAskedForWithoutAWeatherNoun() {
    assertThat(asks("any storms heading to Stavanger tonight"))
        .containsExactly("weather:Stavanger");
    assertThat(CLASSIFIER.classify("blir det fint i morgen?"))
        .extracting(Intent::kind)
        .containsExactly("weather");
    assertThat(CLASSIFIER.classify("the cake came out dry today")).isEmpty();
  }

  @Test
  void whenAGameStartsIsAnAskForTheFixture() {
    // by the question's form, not by the model's reading of it
    assertThat(CLASSIFIER.classify("what time is the chelsea game"))
        .singleElement()
        .satisfies(i -> assertThat(i.why()).contains("fixture"));
    assertThat(CLASSIFIER.classify("hva ble det i brann-kampen"))
        .singleElement()
        .satisfies(i -> assertThat(i.why()).contains("fixture"));
  }

  @Test
  void theLastClauseAfterSmallTalkIsReadAsTheQuestion() {
    assertThat(asks("the kids were sick and the car broke down, but how cold is it in Hamar now"))
        .containsExactly("weather:Hamar");
    assertThat(
            asks(
                "jeg var syk hele uka og sjefen var sur, uansett hvordan blir været i Hamar i"
                    + " morgen"))
        .containsExactly("weather:Hamar");
    assertThat(asks("we talked about the cold war in class, btw is it snowing in Oslo right now"))
        .containsExactly("weather:Oslo");
  }

  @Test
  void whatAnIndexIsAndWhenATitleWasWonAreMentions() {
    assertThat(mention("what is the nikkei")).isTrue();
    assertThat(mention("when did arsenal last win the league")).isTrue();
    assertThat(mention("what is the nikkei at")).isFalse();
  }

  @Test
  void stockThatIsNoShareAndAStatementAboutARecipeFireNothing() {
    assertThat(CLASSIFIER.classify("the Apple store was out of stock of chargers")).isEmpty();
    assertThat(CLASSIFIER.classify("farmors oppskrift på sveler var den beste")).isEmpty();
    assertThat(CLASSIFIER.classify("google kalender viser feil tid")).isEmpty();
  }

  @Test
  void aYearOfWeatherIsTheClimate() {
    assertThat(mention("how many days a year is it sunny in malaga")).isTrue();
  }

  @Test
  void aCommandToSearchTheWebTakesTheNamesInsideItAsItsQuery() {
    assertThat(asks("google the tesla model y recall history timeline"))
        .containsExactly("search:the tesla model y recall history timeline");
    assertThat(asks("kan du søke etter regntøy til barnehagen på tilbud"))
        .containsExactly("search:regntøy til barnehagen på tilbud");
    assertThat(asks("search for ethereum price")).containsExactly("crypto:ETH");
  }

  @Test
  void aRateInKronerIsNotAddedBesideTheRateAsked() {
    assertThat(asks("dollars in pounds now")).containsExactly("currency:USD/GBP");
  }

  private static List<String> teams(String message) {
    return CLASSIFIER.classify(message).stream()
        .filter(i -> i.kind().equals("sports"))
        .map(Intent::subject)
        .toList();
  }

  @Test
  void teamsOfTheBigLeaguesAreKnownByTheirNicknames() {
    assertThat(teams("did the canadiens win last night")).containsExactly("Montreal Canadiens");
    assertThat(teams("sixers score")).containsExactly("Philadelphia 76ers");
    assertThat(teams("when is the next seahawks game")).containsExactly("Seattle Seahawks");
    assertThat(teams("hvordan gikk det med skeid i går")).containsExactly("Skeid");
    assertThat(teams("how did the chiefs do")).containsExactly("Kansas City Chiefs");
  }

  @Test
  void aNicknameThatIsAWordIsATeamOnlyBesideAMatch() {
    assertThat(teams("the thunder kept the dog awake all night")).isEmpty();
    assertThat(teams("i love the magic of christmas, it always wins me over")).isEmpty();
    assertThat(teams("thunder game tonight?")).containsExactly("Oklahoma City Thunder");
    assertThat(teams("moss-kampen i går, hva ble resultatet")).containsExactly("Moss");
    assertThat(CLASSIFIER.classify("jazz?")).isEmpty();
  }

  @Test
  void aTeamNamedLikeACoinIsTheTeamInAMatchQuestion() {
    assertThat(asks("avalanche game tonight score")).containsExactly("sports:Colorado Avalanche");
  }

  @Test
  void currenciesAreKnownByTheJdksNamesInEnglishAndNorwegian() {
    assertThat(asks("how much is 2000 chilean pesos in euros")).containsExactly("currency:CLP/EUR");
    assertThat(asks("convert 40 malaysian ringgit to usd")).containsExactly("currency:MYR/USD");
    assertThat(asks("hvor mye er 300 russiske rubler i kroner"))
        .containsExactly("currency:RUB/NOK");
    assertThat(asks("how many south african rand for 50 dollars"))
        .containsExactly("currency:USD/ZAR");
    assertThat(asks("usd/try")).containsExactly("currency:USD/TRY");
    assertThat(asks("gbp/php rate")).containsExactly("currency:GBP/PHP");
  }

  @Test
  void aCurrencyWordThatIsAnEverydayWordNeedsAnAmount() {
    assertThat(CLASSIFIER.classify("we won the quiz and the prize was worth ten dollars"))
        .isEmpty();
    assertThat(asks("how much is 5000 won in dollars")).containsExactly("currency:KRW/USD");
  }

  private static List<String> kinds(String message) {
    return CLASSIFIER.classify(message).stream()
        .filter(Intent::isAsk)
        .map(
            i ->
                Set.of("search", "translate", "news").contains(i.kind())
                    ? i.kind()
                    : i.kind() + ":" + i.subject())
        .toList();
  }

  @Test
  void aSearchCommandHasManyForms() {
    assertThat(asks("search online: cheapest ferry to denmark"))
        .containsExactly("search:cheapest ferry to denmark");
    assertThat(asks("look it up: when does the museum open"))
        .containsExactly("search:when does the museum open");
    assertThat(asks("do a web search about heat pumps for cabins"))
        .containsExactly("search:heat pumps for cabins");
    assertThat(asks("gjør et søk på elbiler med lang rekkevidde"))
        .containsExactly("search:elbiler med lang rekkevidde");
  }

  @Test
  void aSearchFollowedByAnotherRequestIsTwoRequests() {
    assertThat(kinds("look up the history of the louvre and tell me the EUR to USD rate"))
        .containsExactly("search", "currency:EUR/USD");
    assertThat(asks("search for hotels in rome and tell me the weather in rome"))
        .contains("search:hotels in rome");
  }

  @Test
  void translationsComeInManyForms() {
    assertThat(kinds("what does 'schadenfreude' mean in english")).containsExactly("translate");
    assertThat(kinds("hva betyr 'awkward' på norsk")).containsExactly("translate");
    assertThat(kinds("what's the french word for butterfly")).containsExactly("translate");
    assertThat(kinds("in swahili, how do you say welcome")).containsExactly("translate");
    assertThat(kinds("norwegian to vietnamese: good morning")).containsExactly("translate");
    assertThat(CLASSIFIER.classify("the translation of war and peace into english took years"))
        .isEmpty();
  }

  @Test
  void severalRequestsInOneMessageAreEachRead() {
    assertThat(kinds("latest headlines and the weather in madrid"))
        .containsExactlyInAnyOrder("news", "weather:Madrid");
    assertThat(CLASSIFIER.classify("nyheter og været i tromsø").stream().map(Intent::subject))
        .containsExactlyInAnyOrder("", "Tromsø");
    assertThat(kinds("a recipe for lasagne and translate 'enjoy your meal' into italian"))
        .containsExactlyInAnyOrder("recipes:lasagne", "translate");
    assertThat(asks("nvda and amd quotes")).containsExactly("stocks:NVDA", "stocks:AMD");
  }

  @Test
  void aDishIsNamedWithoutHowOrForWhomItIsMade() {
    assertThat(asks("how to make tomato soup from scratch")).containsExactly("recipes:tomato soup");
    assertThat(asks("recipe for beef chili in a dutch oven")).containsExactly("recipes:beef chili");
    assertThat(asks("vanilla cake recipe for kids")).containsExactly("recipes:vanilla cake");
    assertThat(asks("oppskrift på brownies fra bunnen av")).containsExactly("recipes:brownies");
  }

  @Test
  void weatherIsAskedWithoutAWeatherWord() {
    assertThat(asks("is it going to be nice out in leeds tomorrow"))
        .containsExactly("weather:Leeds");
    assertThat(asks("do i need a scarf in helsinki tonight")).containsExactly("weather:Helsinki");
    assertThat(asks("er det grillvær i sandefjord i kveld")).containsExactly("weather:Sandefjord");
    assertThat(asks("blir det overskyet i hamar i morgen")).containsExactly("weather:Hamar");
  }

  @Test
  void aCoinThatIsAnEverydayWordBeforeAPlaceIsNoCoin() {
    assertThat(asks("how cold is it near tromsø right now")).containsExactly("weather:Tromsø");
    assertThat(asks("NEAR price")).containsExactly("crypto:NEAR");
  }

  @Test
  void aQuestionAfterAStoryAsksAboutTheSubjectTheStoryNamed() {
    assertThat(
            asks(
                "my uncle put his savings into solana last spring and he keeps texting me about it."
                    + " what's it at now?"))
        .containsExactly("crypto:SOL");
    assertThat(
            asks("min bror har heiet på rosenborg hele livet og ringte meg midt i natta. vant de?"))
        .containsExactly("sports:Rosenborg");
    assertThat(
            CLASSIFIER
                .classify(
                    "my grandfather bought bitcoin in 2011 and lost the wallet. can you believe it?")
                .stream()
                .filter(Intent::isAsk))
        .isEmpty();
  }

  @Test
  void aProductOfACompanyIsNotItsShares() {
    assertThat(CLASSIFIER.classify("is microsoft teams down today")).isEmpty();
    assertThat(CLASSIFIER.classify("apple music price per month now")).isEmpty();
    assertThat(asks("microsoft shares today")).containsExactly("stocks:Microsoft");
  }

  @Test
  void aScoreTheUserTellsAndAPegAskForNothing() {
    assertThat(asks("our pub team beat the locals 4-2 last night, what a game")).isEmpty();
    assertThat(asks("is the hong kong dollar pegged to the us dollar")).isEmpty();
    assertThat(asks("how are the foxes doing in the garden")).isEmpty();
  }

  @Test
  void whatToBringAndAStoryThatNamesTheSubjectAreAsks() {
    assertThat(asks("do i need an umbrella?")).containsExactly("weather:");
    assertThat(asks("trenger jeg paraply?")).containsExactly("weather:");
    assertThat(asks("sunscreen weather today?")).containsExactly("weather:");
    assertThat(
            asks(
                "picked up some equinor shares in march after a tip from my neighbour. how's it"
                    + " doing today?"))
        .containsExactly("stocks:Equinor");
    assertThat(asks("we were in madrid last spring. was it hot there?")).isEmpty();
    assertThat(asks("tomato soup from scratch")).containsExactly("recipes:tomato soup");
  }
}
